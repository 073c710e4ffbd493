import { PAGE_META } from '@salon/shared';
import { AuthShell, ForgotPasswordPanel } from '../../features/auth';
import { usePageMeta } from '../../lib/use-page-meta';

/** /forgot-password (spec §2): asks for the e-mail and sends the reset link. */
export function ForgotPasswordPage() {
  usePageMeta(PAGE_META.forgotPassword);
  return (
    <AuthShell
      eyebrow="Account help"
      title="Forgot Password?"
      subtitle="Enter the e-mail you signed up with and we will send you a link to choose a new password."
    >
      <ForgotPasswordPanel />
    </AuthShell>
  );
}
