import { MESSAGES, PAGE_META } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { buttonClasses } from '@/components/ui/Button';
import { AuthShell, authApi } from '@/features/auth';
import { useSession } from '@/features/session';
import { serverMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

type Outcome = { tone: 'success' | 'error'; message: string } | null;

/**
 * /verify-email?token=… (not in the spec): where the link of the verification mail lands. The token leaves
 * the address bar at once and is posted, once.
 */
export function VerifyEmailPage() {
  usePageMeta(PAGE_META.verifyEmail);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, login } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Read once: the address is cleaned right away, and StrictMode's second effect must not post again.
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    navigate({ search: '' }, { replace: true });
    authApi.verifyEmail(token).then(
      ({ message }) => setOutcome({ tone: 'success', message }),
      (error: unknown) =>
        setOutcome({ tone: 'error', message: serverMessage(error, MESSAGES.auth.verifyEmailInvalid) }),
    );
  }, [token, navigate]);

  // The banner on My Appointments goes once this browser's customer is verified.
  useEffect(() => {
    if (outcome?.tone === 'success' && session.user && session.user.emailVerified === false) {
      login({ ...session, user: { ...session.user, emailVerified: true } });
    }
  }, [outcome, session, login]);

  return (
    <AuthShell eyebrow={t.yourAccount()} title={t.verifyTitle()}>
      {outcome ? (
        <Alert tone={outcome.tone}>{outcome.message}</Alert>
      ) : !token ? (
        <Alert tone="error">{MESSAGES.auth.verifyEmailInvalid}</Alert>
      ) : (
        <p role="status">{MESSAGES.auth.verifyEmailChecking}</p>
      )}
      <p className="mt-6">
        <Link to={session.isAuthenticated ? '/services' : '/login'} className={buttonClasses('secondary')}>
          {session.isAuthenticated ? t.browseServices() : t.logIn()}
        </Link>
      </p>
    </AuthShell>
  );
}
