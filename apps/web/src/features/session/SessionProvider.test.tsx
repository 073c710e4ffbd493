import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { serveApi } from '@/test/api-server';
import { fakeJwt } from '@/test/jwt-fixture';
import { SessionProvider } from './SessionProvider';
import { useSession } from './session-context';

let current: ReturnType<typeof useSession> | undefined;

function Probe() {
  current = useSession();
  return <p>{current.session.isAuthenticated ? `signed in as ${current.session.user?.name}` : 'signed out'}</p>;
}

describe('SessionProvider', () => {
  afterEach(() => {
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);
  });

  it('reads an admin from the cookie at start-up and logs out by removing it', () => {
    // Signing out also tells the server, which ends the session there.
    serveApi({ '/api/users/logout': new Response(null, { status: 204 }) });
    Cookies.set(
      STORAGE_KEYS.authCookie,
      JSON.stringify({
        isAuthenticated: true,
        user: { name: 'Noor', email: 'noor@example.ae' },
        token: fakeJwt({ role: 'admin' }),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByText('signed in as Noor')).toBeTruthy();
    expect(current?.isAdmin).toBe(true);

    act(() => current?.logout());
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(current?.isAdmin).toBe(false);
    expect(Cookies.get(STORAGE_KEYS.authCookie)).toBeUndefined();
  });

  it("signs out when a call made with the session's token answers 401, not when a token of its own does", async () => {
    Cookies.set(
      STORAGE_KEYS.authCookie,
      JSON.stringify({
        isAuthenticated: true,
        user: { name: 'Noor', email: 'noor@example.ae', role: 'user' },
        token: fakeJwt({ role: 'user' }),
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    serveApi({ '/api/users/me': new Response(JSON.stringify({ message: 'expired' }), { status: 401 }) });
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );

    await expect(api.get('/users/me', { token: 'a-temporary-token' })).rejects.toThrow('expired');
    expect(screen.getByText('signed in as Noor')).toBeTruthy();

    await expect(api.get('/users/me')).rejects.toThrow('expired');
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
    expect(Cookies.get(STORAGE_KEYS.authCookie)).toBeUndefined();
  });
});
