import { MESSAGES } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { SignupForm } from './SignupForm';

function LoginProbe() {
  const state = useLocation().state as { message?: string } | null;
  return <p>login page: {state?.message}</p>;
}

function renderSignup() {
  const router = createMemoryRouter(
    [
      { path: '/signup', Component: SignupForm },
      { path: '/login', Component: LoginProbe },
    ],
    { initialEntries: ['/signup'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Mariam Saeed');
  await user.type(screen.getByLabelText('Email'), 'mariam@example.ae');
  await user.type(screen.getByLabelText('Password'), 'Jasmine-2025');
  await user.type(screen.getByLabelText('Confirm Password'), 'Jasmine-2025');
  await user.type(screen.getByLabelText('Phone'), '0501234567');
}

describe('signup form', () => {
  afterEach(() => {
    cleanup();
  });

  it("shows the spec's message for each empty field on submit", async () => {
    const user = renderSignup();
    await submit(user);
    for (const message of [
      MESSAGES.auth.nameRequired,
      MESSAGES.auth.emailRequired,
      MESSAGES.auth.passwordRequired,
      MESSAGES.auth.phoneRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the e-mail and the password rules, then re-validates as the user types', async () => {
    const user = renderSignup();
    await user.type(screen.getByLabelText('Email'), 'mariam@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await submit(user);
    expect(await screen.findByText(MESSAGES.auth.emailInvalid)).toBeTruthy();
    expect(await screen.findByText(MESSAGES.auth.passwordMin)).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'butweak');
    expect(await screen.findByText(MESSAGES.auth.passwordComplexity)).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Jasmine-2025');
    expect(screen.queryByText(MESSAGES.auth.passwordComplexity)).toBeNull();
  });

  it('says the passwords must match', async () => {
    const user = renderSignup();
    await fillValidForm(user);
    await user.type(screen.getByLabelText('Confirm Password'), 'x');
    await submit(user);
    expect(await screen.findByText(MESSAGES.auth.passwordsMustMatch)).toBeTruthy();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = renderSignup();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('registers without confirmPassword and hands the success message to /login', async () => {
    const requests = serveApi({
      '/api/users/register': jsonResponse(201, { message: 'Account created successfully', user: {} }),
    });
    const user = renderSignup();
    await fillValidForm(user);
    await submit(user);

    expect(await screen.findByText(`login page: ${MESSAGES.auth.signupSuccess}`)).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/users/register',
    ]);
    expect(await requests[0]!.json()).toEqual({
      name: 'Mariam Saeed',
      email: 'mariam@example.ae',
      password: 'Jasmine-2025',
      phone: '0501234567',
    });
  });

  it("shows the server's message, else the spec's fallback", async () => {
    serveApi({ '/api/users/register': jsonResponse(409, { message: MESSAGES.auth.emailTaken }) });
    const user = renderSignup();
    await fillValidForm(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.auth.emailTaken);

    serveApi({ '/api/users/register': new Response('<html>Bad gateway</html>', { status: 502 }) });
    await submit(user);
    expect(await screen.findByText(MESSAGES.auth.signupFailed)).toBeTruthy();
  });
});
