import { CANCELLATION_NOTICE_HOURS } from '@salon/shared';
import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { useSession } from '@/features/session';
import { accountText as T } from '../account-messages';
import { EXPORT_PATH } from '../api/account-api';
import { useAccount } from '../api/use-account';
import { AccountSection } from './AccountSection';
import { ChannelsForm } from './ChannelsForm';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { PhoneProof } from './PhoneProof';
import { ProfileForm } from './ProfileForm';
import { ReceiptsList } from './ReceiptsList';
import { SessionsList } from './SessionsList';

/** My account: each thing a customer looks after, in its own section. */
export function MyAccount() {
  const { data: account, isPending, isError, error, refetch } = useAccount();
  const { session, login } = useSession();
  // The site's chrome shows what the cookie kept; an address changed through the mailed link shows here first.
  useEffect(() => {
    const kept = session.user;
    if (!account || !kept) return;
    const phone = account.phone ?? undefined;
    if (kept.name !== account.name || kept.email !== account.email || kept.phone !== phone) {
      login({ ...session, user: { ...kept, name: account.name, email: account.email ?? '', phone } });
    }
  }, [account, session, login]);
  // '/account#receipts' (the link from My Appointments): the section exists once the account has loaded.
  useEffect(() => {
    if (account && window.location.hash === '#receipts') document.getElementById('receipts')?.scrollIntoView();
  }, [account]);
  if (isPending) return <p className="mx-auto max-w-3xl px-4 py-10 text-taupe">{T.loading()}</p>;
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title={T.loadFailed()} error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <AccountSection title={T.profileHeading()}>
        <ProfileForm account={account} />
        {/* A new number starts its proof afresh: a code sent to the old one proves nothing. */}
        <PhoneProof key={account.phone ?? ''} account={account} />
      </AccountSection>
      <AccountSection id="receipts" title={T.receiptsHeading()} intro={T.receiptsIntro()}>
        <ReceiptsList />
      </AccountSection>
      <AccountSection title={T.channelsHeading()} intro={T.channelsIntro()}>
        <ChannelsForm account={account} />
      </AccountSection>
      <AccountSection title={T.emailHeading()}>
        <EmailForm account={account} />
      </AccountSection>
      <AccountSection title={T.passwordHeading()}>
        {account.hasPassword ? <PasswordForm /> : <p className="text-sm text-taupe">{T.googleOnlyNote()}</p>}
      </AccountSection>
      <AccountSection title={T.sessionsHeading()} intro={T.sessionsIntro()}>
        <SessionsList />
      </AccountSection>
      <AccountSection title={T.dataHeading()} intro={T.dataIntro()}>
        <a href={EXPORT_PATH} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {T.dataDownload()}
        </a>
      </AccountSection>
      <AccountSection title={T.deleteHeading()} intro={T.deleteIntro({ hours: CANCELLATION_NOTICE_HOURS })}>
        <DeleteAccount account={account} />
      </AccountSection>
    </div>
  );
}
