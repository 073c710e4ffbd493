import { PAGE_META, SALON } from '@salon/shared';
import { Link } from 'react-router';
import { AuthShell, GoogleSignIn, SignupForm } from '../../features/auth';
import { usePageMeta } from '../../lib/use-page-meta';

/** /signup, the 'Join' page (spec §2): the form, Google sign-in and the way back to /home. */
export function SignupPage() {
  usePageMeta(PAGE_META.signup);
  return (
    <AuthShell
      showBackLink
      eyebrow="Create your account"
      title={`Join ${SALON.shortName}`}
      subtitle="Book treatments online, choose your therapist and keep all your appointments in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-wine underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignupForm />
      <GoogleSignIn />
    </AuthShell>
  );
}
