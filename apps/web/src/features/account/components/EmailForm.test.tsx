import { ACCOUNT_MESSAGES, type TAccount } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { accountText } from '../account-messages';
import { EmailForm } from './EmailForm';

const GOOGLE_ONLY: TAccount = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.ae',
  phone: '+971501234567',
  role: 'user',
  isCompleted: true,
  emailVerified: true,
  lastLogin: null,
  hasPassword: false,
  signsInWithGoogle: true,
  channels: { email: true, sms: false, whatsapp: false },
} as TAccount;

describe('the change of e-mail for an account that signs in with Google only', () => {
  afterEach(cleanup);

  it('asks for no password, says a link goes to the current address first, and shows the server’s answer', async () => {
    const user = userEvent.setup();
    const requests = serveApi({ '/api/users/me/email': { message: ACCOUNT_MESSAGES.emailProofSent } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailForm account={GOOGLE_ONLY} />
      </QueryClientProvider>,
    );
    expect(screen.queryByLabelText(accountText.passwordCurrent())).toBeNull();
    expect(screen.getByText(accountText.emailGoogleHint())).toBeTruthy();
    await user.type(screen.getByLabelText(accountText.emailNew()), 'new@example.ae');
    await user.click(screen.getByRole('button', { name: accountText.emailSubmit() }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailProofSent)).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]!.json()).toEqual({ email: 'new@example.ae' });
  });
});
