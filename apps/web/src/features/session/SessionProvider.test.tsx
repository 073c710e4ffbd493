import { STORAGE_KEYS } from '@salon/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt-fixture';
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
});
