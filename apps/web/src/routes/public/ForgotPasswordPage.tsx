import { PAGE_META } from '@salon/shared';
import { AuthShell, ForgotPasswordPanel } from '@/features/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /forgot-password (spec §2): asks for the e-mail and sends the reset link. */
export function ForgotPasswordPage() {
  usePageMeta(PAGE_META.forgotPassword);
  return (
    <AuthShell eyebrow={t.accountHelp()} title={t.forgotTitle()} subtitle={t.forgotSubtitle()}>
      <ForgotPasswordPanel />
    </AuthShell>
  );
}
