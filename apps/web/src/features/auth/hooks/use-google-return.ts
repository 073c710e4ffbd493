import { MESSAGES } from '@salon/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useSession } from '../../session/session-context';
import { parseGoogleReturn } from '../google-return';
import { saveTempCredentials } from '../temp-credentials';

/**
 * Handles the server's redirect back to /login after Google (spec §4): an unfinished profile goes to
 * /complete-profile, a finished one is signed in for 7 days and sent home with the token gone from the
 * address bar and history. Returns the error to show on the login page, if any.
 */
export function useGoogleReturn(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { login } = useSession();
  const [error, setError] = useState<string | null>(null);
  // StrictMode runs effects twice; a sign-in must be handled once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.search) return;
    const result = parseGoogleReturn(new URLSearchParams(location.search));
    if (result.kind === 'none') return;
    handled.current = location.search;
    const withoutQuery = { pathname: location.pathname, search: '' };

    switch (result.kind) {
      case 'failed':
        // Always the spec's text: the query string is anyone's to write, so it is never shown as is.
        setError(MESSAGES.auth.googleFailed);
        navigate(withoutQuery, { replace: true });
        break;
      case 'invalid':
        setError(MESSAGES.auth.googleInvalidUser);
        navigate(withoutQuery, { replace: true });
        break;
      case 'incomplete':
        saveTempCredentials(result);
        navigate('/complete-profile', { replace: true });
        break;
      case 'signedIn':
        login(result.session);
        showToast('success', MESSAGES.auth.googleSuccess);
        navigate('/', { replace: true });
        break;
    }
  }, [location.search, location.pathname, login, navigate]);

  return error;
}
