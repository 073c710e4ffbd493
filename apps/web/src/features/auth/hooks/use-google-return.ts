import { MESSAGES, SESSION_DAYS } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/features/session';
import { serverMessage } from '@/lib/api-client';
import { saveTempCredentials } from '@/lib/temp-credentials';
import { showToast } from '@/lib/toast';
import { dashboardHome } from '../admin-guard';
import { authApi } from '../api/auth-api';
import { sessionFromAuth } from '../auth-session';
import { parseGoogleReturn } from '../google-return';

/**
 * Handles the server's redirect back to /login after Google (spec §4): the code leaves the address bar and
 * history at once and is exchanged with a POST. An unfinished profile goes to /complete-profile with its
 * temporary credential; a finished one is signed in (the server has set its session cookie) and sent home.
 * Returns the error to show on the login page, if any.
 */
export function useGoogleReturn(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice; a code can be exchanged once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.search) return;
    const result = parseGoogleReturn(new URLSearchParams(location.search));
    if (result.kind === 'none') return;
    handled.current = location.search;
    navigate({ pathname: location.pathname, search: '' }, { replace: true });

    if (result.kind === 'failed') {
      // Always the spec's text: the query string is anyone's to write, so it is never shown as is.
      setError(MESSAGES.auth.googleFailed);
      return;
    }
    authApi.exchangeGoogleCode(result.code).then(
      (answer) => {
        if (!answer.user.isCompleted) {
          saveTempCredentials({ token: answer.token, user: answer.user });
          navigate('/complete-profile', { replace: true });
          return;
        }
        const session = sessionFromAuth(answer, SESSION_DAYS.google);
        login(session);
        showToast('success', MESSAGES.auth.googleSuccess);
        // Staff to the dashboard's first page, as after the form (LoginForm's returnPath).
        navigate(dashboardHome(session) ?? '/', { replace: true });
      },
      (failure: unknown) => setError(serverMessage(failure, MESSAGES.auth.googleFailed)),
    );
  }, [location.search, location.pathname, login, navigate]);

  return error;
}
