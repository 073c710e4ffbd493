import {
  ACCOUNT_MESSAGES,
  CANCELLATION_NOTICE_HOURS,
  MESSAGES,
  type TAccount,
  type TAccountSession,
} from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountText } from '@/features/account';
import { SessionProvider } from '@/features/session';
import { readSessionCookie, saveSessionCookie } from '@/lib/session-cookie';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { serveApi } from '@/test/api-server';
import { AccountPage } from './AccountPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ACCOUNT: TAccount = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '+971501234567',
  role: 'user',
  isCompleted: true,
  emailVerified: true,
  lastLogin: null,
  hasPassword: true,
  signsInWithGoogle: false,
  channels: { email: true, sms: false, whatsapp: false },
  phoneVerified: false,
};

const SESSIONS: TAccountSession[] = [
  {
    _id: 's1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    address: '127.0.0.1',
    startedAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    current: true,
  },
  {
    _id: 's2',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    address: '10.0.0.2',
    startedAt: '2026-11-18T08:00:00.000Z',
    expiresAt: '2026-12-18T08:00:00.000Z',
    current: false,
  },
];

function signedIn() {
  saveSessionCookie({
    isAuthenticated: true,
    user: { name: ACCOUNT.name, email: ACCOUNT.email ?? '', role: 'user', phone: ACCOUNT.phone ?? undefined },
    token: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/account', Component: AccountPage },
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: ['/account'] },
  );
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return router;
}

const sectionNamed = (name: string) => screen.getByRole('region', { name });

describe('/account', () => {
  afterEach(() => {
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);
  });

  it('sends a signed-out visitor to /login and back', () => {
    const router = renderPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/account' });
  });

  it('saves name and phone, checks them with the sign-up rules, and shows the new name in the session', async () => {
    signedIn();
    const requests = serveApi({
      '/api/users/me/account': (_params: URLSearchParams, request: Request) =>
        request.method === 'GET' ? ACCOUNT : json(405, {}),
      '/api/users/me': async (_params: URLSearchParams, request: Request) => ({
        ...ACCOUNT,
        ...((await request.json()) as object),
      }),
      '/api/users/me/sessions': SESSIONS,
    });
    renderPage();
    const user = userEvent.setup();
    const details = await screen.findByRole('region', { name: accountText.profileHeading() });
    const name = within(details).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Layla Haddad');

    await user.clear(name);
    await user.click(within(details).getByRole('button', { name: accountText.profileSave() }));
    expect(await within(details).findByText(MESSAGES.auth.nameRequired)).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.type(name, 'Layla Nour');
    await user.click(within(details).getByRole('button', { name: accountText.profileSave() }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.profileSaved)).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ name: 'Layla Nour', phone: '+971501234567' });
    expect(readSessionCookie().user?.name).toBe('Layla Nour');
  });

  it('shows e-mail on and SMS and WhatsApp off until ticked, and saves the choice', async () => {
    signedIn();
    const requests = serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/me/channels': async (_params: URLSearchParams, request: Request) => ({
        ...ACCOUNT,
        channels: await request.json(),
      }),
    });
    renderPage();
    const user = userEvent.setup();
    const channels = await screen.findByRole('region', { name: accountText.channelsHeading() });
    const box = (name: string) => within(channels).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(accountText.channelEmail()).checked).toBe(true);
    expect(box(accountText.channelSms()).checked).toBe(false);
    expect(box(accountText.channelWhatsapp()).checked).toBe(false);
    expect(within(channels).getByText(accountText.channelsIntro())).toBeTruthy();

    await user.click(box(accountText.channelSms()));
    await user.click(within(channels).getByRole('button', { name: accountText.channelsSave() }));
    expect(await within(channels).findByText(ACCOUNT_MESSAGES.channelsSaved)).toBeTruthy();
    const patch = requests.find((r) => r.method === 'PATCH')!;
    expect(new URL(patch.url).pathname).toBe('/api/users/me/channels');
    expect(await patch.json()).toEqual({ email: true, sms: true, whatsapp: false });
    expect(box(accountText.channelSms()).checked).toBe(true);
  });

  it("shows the server's message when SMS needs a phone number first", async () => {
    signedIn();
    serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/me/channels': json(400, { message: ACCOUNT_MESSAGES.channelsNeedPhone }),
    });
    renderPage();
    const user = userEvent.setup();
    const channels = await screen.findByRole('region', { name: accountText.channelsHeading() });
    await user.click(within(channels).getByRole('checkbox', { name: accountText.channelWhatsapp() }));
    await user.click(within(channels).getByRole('button', { name: accountText.channelsSave() }));
    expect((await within(channels).findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.channelsNeedPhone);
  });

  it("shows the server's message for a wrong current password", async () => {
    signedIn();
    serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/change-password': json(400, { message: MESSAGES.auth.currentPasswordWrong }),
    });
    renderPage();
    const user = userEvent.setup();
    const password = await screen.findByRole('region', { name: accountText.passwordHeading() });
    await user.type(within(password).getByLabelText(accountText.passwordCurrent()), 'Wrong-pass1');
    await user.type(within(password).getByLabelText(accountText.passwordNew()), 'Other-Pass2');
    await user.type(within(password).getByLabelText(accountText.passwordConfirm()), 'Other-Pass2');
    await user.click(within(password).getByRole('button', { name: accountText.passwordSubmit() }));
    expect((await within(password).findByRole('alert')).textContent).toContain(MESSAGES.auth.currentPasswordWrong);
  });

  it('lists the sessions, marks this one, and ends another', async () => {
    signedIn();
    const requests = serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/me/sessions/s2': { message: ACCOUNT_MESSAGES.sessionEnded },
    });
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Safari on iOS');
    const sessions = sectionNamed(accountText.sessionsHeading());
    expect(within(sessions).getByText(accountText.sessionThisDevice())).toBeTruthy();
    await user.click(within(sessions).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
  });

  it('deletes the account after the password is given in the confirmation, then signs out', async () => {
    signedIn();
    const requests = serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/me/delete': async (_params: URLSearchParams, request: Request) => {
        const body = (await request.json()) as { currentPassword?: string };
        return body.currentPassword === 'Salon-Pass1'
          ? { message: ACCOUNT_MESSAGES.accountDeleted }
          : json(400, {
              message: ACCOUNT_MESSAGES.currentPasswordWrong,
              errors: [{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }],
            });
      },
      '/api/users/logout': new Response(null, { status: 204 }),
    });
    const router = renderPage();
    const user = userEvent.setup();
    const removal = await screen.findByRole('region', { name: accountText.deleteHeading() });
    await user.click(within(removal).getByRole('button', { name: accountText.deleteOpen() }));
    const dialog = screen.getByRole('alertdialog', { name: accountText.deleteTitle() });
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.type(within(dialog).getByLabelText(accountText.deletePasswordLabel()), 'Wrong-pass1');
    await user.click(within(dialog).getByRole('button', { name: accountText.deleteConfirm() }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(accountText.deletePasswordLabel()));
    await user.type(within(dialog).getByLabelText(accountText.deletePasswordLabel()), 'Salon-Pass1');
    await user.click(within(dialog).getByRole('button', { name: accountText.deleteConfirm() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The sign-out that follows the deletion may settle a moment after the navigation on a busy machine.
    await waitFor(() => expect(readSessionCookie().isAuthenticated).toBe(false));
    expect(requests.filter((r) => r.url.endsWith('/api/users/me/delete'))).toHaveLength(2);
  });

  it('says before deleting that an appointment within the notice waits, and keeps the customer signed in when it does', async () => {
    signedIn();
    serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': SESSIONS,
      '/api/users/me/delete': json(409, { message: ACCOUNT_MESSAGES.deleteWaitsForAppointment }),
    });
    const router = renderPage();
    const user = userEvent.setup();
    const removal = await screen.findByRole('region', { name: accountText.deleteHeading() });
    expect(within(removal).getByText(accountText.deleteIntro({ hours: CANCELLATION_NOTICE_HOURS }))).toBeTruthy();
    expect(accountText.deleteIntro({ hours: CANCELLATION_NOTICE_HOURS })).toContain('24 hours');
    await user.click(within(removal).getByRole('button', { name: accountText.deleteOpen() }));
    const dialog = screen.getByRole('alertdialog', { name: accountText.deleteTitle() });
    expect(within(dialog).getByText(accountText.deleteQuestion({ hours: CANCELLATION_NOTICE_HOURS }))).toBeTruthy();
    await user.type(within(dialog).getByLabelText(accountText.deletePasswordLabel()), 'Salon-Pass1');
    await user.click(within(dialog).getByRole('button', { name: accountText.deleteConfirm() }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.deleteWaitsForAppointment)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
    expect(readSessionCookie().isAuthenticated).toBe(true);
  });
});
