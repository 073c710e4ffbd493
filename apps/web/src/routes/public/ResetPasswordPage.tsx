import { MESSAGES, PAGE_META } from '@salon/shared';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { AuthShell, ResetPasswordForm } from '../../features/auth';
import { usePageMeta } from '../../lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /reset-password?token=… (not in the spec): where the mailed link lands to choose a new password. */
export function ResetPasswordPage() {
  usePageMeta(PAGE_META.resetPassword);
  const token = useSearchParams()[0].get('token')?.trim();
  return (
    <AuthShell eyebrow={t.accountHelp()} title={t.resetTitle()} subtitle={token ? t.resetSubtitle() : undefined}>
      {token ? (
        <ResetPasswordForm token={token} />
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
