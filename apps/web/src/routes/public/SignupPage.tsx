import { PAGE_META, SALON } from '@salon/shared';
import { Link } from 'react-router';
import { AuthShell, GoogleSignIn, SignupForm } from '@/features/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /signup, the 'Join' page (spec §2): the form, Google sign-in and the way back to /home. */
export function SignupPage() {
  usePageMeta(PAGE_META.signup);
  return (
    <AuthShell
      showBackLink
      eyebrow={t.createYourAccount()}
      title={t.joinTitle({ salon: SALON.shortName })}
      subtitle={t.signupSubtitle()}
      footer={
        <>
          {t.alreadyHaveAccount()}{' '}
          <Link to="/login" className="font-medium text-wine underline-offset-4 hover:underline">
            {t.signIn()}
          </Link>
        </>
      }
    >
      <SignupForm />
      <GoogleSignIn />
    </AuthShell>
  );
}
