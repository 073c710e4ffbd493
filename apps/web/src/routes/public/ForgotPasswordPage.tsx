import { AuthShell, ForgotPasswordPanel } from '../../features/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /forgot-password (spec §2): asks for the e-mail and sends the reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
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
