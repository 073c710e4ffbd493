import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/Button';
import { LoadError } from '../../../components/ui/LoadError';
import { ACCOUNT_TEXTS } from '../account-messages';
import { EXPORT_PATH } from '../api/account-api';
import { useAccount } from '../api/use-account';
import { AccountSection } from './AccountSection';
import { DeleteAccount } from './DeleteAccount';
import { EmailForm } from './EmailForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SessionsList } from './SessionsList';

const T = ACCOUNT_TEXTS;

/** My account (issue 16): each thing a customer looks after, in its own section. */
export function MyAccount() {
  const { data: account, isPending, isError, error, refetch } = useAccount();
  if (isPending) return <p className="mx-auto max-w-3xl px-4 py-10 text-taupe">Loading...</p>;
  if (isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError title="Your account could not be loaded" error={error} onRetry={() => void refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <AccountSection title={T.profileHeading}>
        <ProfileForm account={account} />
      </AccountSection>
      <AccountSection title={T.emailHeading}>
        <EmailForm account={account} />
      </AccountSection>
      <AccountSection title={T.passwordHeading}>
        {account.hasPassword ? <PasswordForm /> : <p className="text-sm text-taupe">{T.googleOnlyNote}</p>}
      </AccountSection>
      <AccountSection title={T.sessionsHeading} intro={T.sessionsIntro}>
        <SessionsList />
      </AccountSection>
      <AccountSection title={T.dataHeading} intro={T.dataIntro}>
        <a href={EXPORT_PATH} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {T.dataDownload}
        </a>
      </AccountSection>
      <AccountSection title={T.deleteHeading} intro={T.deleteIntro}>
        <DeleteAccount account={account} />
      </AccountSection>
    </div>
  );
}
