import { MESSAGES, namedTitle, PAGE_META, PASSWORD_MIN_LENGTH, SALON } from '@salon/shared';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { AuthShell, authText, ResetPasswordForm } from '@/features/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/**
 * /reset-password?token=… (not in the spec): where the mailed link lands to choose a new password. A staff
 * invitation's link lands here too (`&invite=1`): the same form, in the words of a welcome.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const invite = params.get('invite') === '1';
  usePageMeta(
    invite ? { ...PAGE_META.resetPassword, title: namedTitle(authText.inviteTitle()) } : PAGE_META.resetPassword,
  );
  const min = PASSWORD_MIN_LENGTH;
  const subtitle = invite ? authText.inviteSubtitle({ salon: SALON.name, min }) : t.resetSubtitle({ min });
  return (
    <AuthShell
      eyebrow={invite ? authText.inviteEyebrow() : t.accountHelp()}
      title={invite ? authText.inviteTitle() : t.resetTitle()}
      subtitle={token ? subtitle : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} invite={invite} />
      ) : (
        <Alert tone="error">
          <p>{MESSAGES.auth.resetInvalid}</p>
          <p>
            <Link to="/forgot-password" className="font-medium underline underline-offset-4">
              {t.requestNewLink()}
            </Link>
          </p>
        </Alert>
      )}
    </AuthShell>
  );
}
