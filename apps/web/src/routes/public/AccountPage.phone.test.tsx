import { ACCOUNT_MESSAGES, type TAccount } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountText as T } from '@/features/account';
import { SessionProvider } from '@/features/session';
import { saveSessionCookie } from '@/lib/session-cookie';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { serveApi } from '@/test/api-server';
import { AccountPage } from './AccountPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ACCOUNT: TAccount = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '050 123 4567',
  role: 'user',
  isCompleted: true,
  emailVerified: true,
  lastLogin: null,
  hasPassword: true,
  signsInWithGoogle: false,
  channels: { email: true, sms: true, whatsapp: false },
  phoneVerified: false,
};

function renderPage() {
  saveSessionCookie({
    isAuthenticated: true,
    user: { name: ACCOUNT.name, email: ACCOUNT.email ?? '', role: 'user', phone: ACCOUNT.phone ?? undefined },
    token: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const router = createMemoryRouter([{ path: '/account', Component: AccountPage }], { initialEntries: ['/account'] });
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
}

/** Issue 26: texts go only to a verified number; My account proves it with a texted code. */
describe('/account: proving the phone', () => {
  afterEach(() => {
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);
  });

  it('texts a code, refuses a wrong one with the server’s words, and shows the number verified after the right one', async () => {
    let codes = 0;
    const requests = serveApi({
      '/api/users/me/account': ACCOUNT,
      '/api/users/me/sessions': [],
      '/api/users/me/phone/code': () => {
        codes += 1;
        return { message: ACCOUNT_MESSAGES.phoneCodeSent };
      },
      '/api/users/me/phone/verify': async (_params: URLSearchParams, request: Request) => {
        const { code } = (await request.json()) as { code: string };
        return code === '424242'
          ? { ...ACCOUNT, phoneVerified: true }
          : json(400, { message: ACCOUNT_MESSAGES.phoneCodeWrong });
      },
    });
    renderPage();
    const user = userEvent.setup();
    const details = await screen.findByRole('region', { name: T.profileHeading() });
    expect(within(details).getByText(T.phoneUnverifiedBadge())).toBeTruthy();
    expect(within(details).getByText(T.phoneProofIntro({ phone: '050 123 4567' }))).toBeTruthy();
    // The channels say why nothing is texted yet.
    const channels = screen.getByRole('region', { name: T.channelsHeading() });
    expect(within(channels).getByText(T.channelsNeedVerifiedPhone())).toBeTruthy();

    await user.click(within(details).getByRole('button', { name: T.phoneSendCode() }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.phoneCodeSent)).toBeTruthy();
    expect(codes).toBe(1);
    const code = within(details).getByLabelText(T.phoneCodeLabel());

    // Five digits never reach the server.
    await user.type(code, '12345');
    await user.click(within(details).getByRole('button', { name: T.phoneVerify() }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.phoneCodeRequired)).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith('/phone/verify'))).toBe(false);

    await user.type(code, '9');
    await user.click(within(details).getByRole('button', { name: T.phoneVerify() }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.phoneCodeWrong)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '424242');
    await user.click(within(details).getByRole('button', { name: T.phoneVerify() }));
    expect(await within(details).findByText(T.phoneVerifiedBadge())).toBeTruthy();
    expect(within(details).getByText(T.phoneProofDone({ phone: '050 123 4567' }))).toBeTruthy();
    expect(within(details).queryByRole('button', { name: T.phoneSendCode() })).toBeNull();
    expect(within(channels).queryByText(T.channelsNeedVerifiedPhone())).toBeNull();
  });

  it('shows the server’s refusal of a code, such as a number outside the countries served', async () => {
    serveApi({
      '/api/users/me/account': { ...ACCOUNT, phone: '+44 909 879 0000' },
      '/api/users/me/sessions': [],
      '/api/users/me/phone/code': json(400, { message: ACCOUNT_MESSAGES.phoneNotServed }),
    });
    renderPage();
    const user = userEvent.setup();
    const details = await screen.findByRole('region', { name: T.profileHeading() });
    await user.click(within(details).getByRole('button', { name: T.phoneSendCode() }));
    expect(await within(details).findByText(ACCOUNT_MESSAGES.phoneNotServed)).toBeTruthy();
    expect(within(details).queryByLabelText(T.phoneCodeLabel())).toBeNull();
  });
});
