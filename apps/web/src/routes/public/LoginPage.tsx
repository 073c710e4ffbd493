import { PAGE_META } from '@salon/shared';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { AuthShell, GoogleSignIn, LoginForm, useGoogleReturn } from '@/features/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** A success message handed over by the page before (signup, password reset), if any. */
function handedOverMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const message = (state as { message?: unknown }).message;
  return typeof message === 'string' && message ? message : null;
}

/** /login (spec §2): e-mail and password, Google when available, and the Google return itself. */
export function LoginPage() {
  usePageMeta(PAGE_META.login);
  const location = useLocation();
  const googleError = useGoogleReturn();
  const message = handedOverMessage(location.state);

  return (
    <AuthShell
      eyebrow={t.yourAccount()}
      title={t.loginTitle()}
      subtitle={t.loginSubtitle()}
      footer={
        <>
          {t.newHere()}{' '}
          <Link to="/signup" className="font-medium text-wine underline-offset-4 hover:underline">
            {t.createAccount()}
          </Link>
        </>
      }
    >
      {message && (
        <Alert tone="success" className="mb-6">
          {message}
        </Alert>
      )}
      {googleError && (
        <Alert tone="error" className="mb-6">
          {googleError}
        </Alert>
      )}
      <LoginForm />
      <GoogleSignIn />
    </AuthShell>
  );
}
