import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/session';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { serveApi } from '@/test/api-server';
import { fakeJwt } from '@/test/jwt-fixture';
import { PublicLayout } from './PublicLayout';

function renderShell() {
  const router = createMemoryRouter([
    { path: '/', Component: PublicLayout, children: [{ index: true, element: <h1>Landing</h1> }] },
  ]);
  return render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

function signIn(role: string) {
  Cookies.set(
    STORAGE_KEYS.authCookie,
    JSON.stringify({
      isAuthenticated: true,
      user: { name: 'Noor Haddad', email: 'noor@example.ae', role },
      token: fakeJwt({ role }),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
}

describe('side menu', () => {
  afterEach(() => {
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);
  });

  it('takes focus when it opens and gives it back when Escape closes it', async () => {
    const user = userEvent.setup();
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    await user.click(menuButton);
    // The menu's code is fetched on first use (or when the browser is idle), so it may take a moment.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' }));
    for (const name of ['Home', 'Services', 'Orders', 'About', 'Contact', 'Log In']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'My account' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it('shows Dashboard, Logout and the user to a signed-in admin', async () => {
    signIn('admin');
    // Logout also tells the server, which ends the session there.
    serveApi({ '/api/users/logout': new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(within(menu).getByText('Noor Haddad')).toBeTruthy();
    expect(within(menu).getByText('noor@example.ae')).toBeTruthy();

    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(Cookies.get(STORAGE_KEYS.authCookie)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('hides Dashboard from a signed-in customer, and links My account', async () => {
    signIn('user');
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
  });
});
