import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePage, serveApi } from '../../../test/api-server';
import { signInAs } from '../../../test/staff-session';
import { SessionProvider } from '../../session';
import { UsersPanel } from './UsersPanel';

const CUSTOMER = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971501234567',
  role: 'user',
  therapistId: null,
  createdAt: '2026-01-01T00:00:00Z',
};

function renderAs(role: 'admin' | 'reception', routes: Parameters<typeof serveApi>[0]) {
  const requests = serveApi(routes);
  signInAs(role);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element: <UsersPanel /> }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return requests;
}

describe('the Users tab by role', () => {
  afterEach(cleanup);

  it('lets reception add and edit customers, but not invite staff, change roles or delete', async () => {
    const user = userEvent.setup();
    const requests = renderAs('reception', {
      '/api/users': fakePage([CUSTOMER]),
      '/api/users/u1': { ...CUSTOMER, name: 'Layla H.' },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('button', { name: 'Add User' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Staff' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Delete / })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Edit Layla Haddad' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).queryByLabelText('Role')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Layla H.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const sent = requests.find((request) => request.method === 'PATCH')!;
    expect(new URL(sent.url).pathname).toBe('/api/users/u1');
    expect(await sent.json()).toEqual({ name: 'Layla H.', email: 'layla@example.com', phone: '+971501234567' });
  });

  it('lets the admin invite staff with a role', async () => {
    const user = userEvent.setup();
    const requests = renderAs('admin', { '/api/users': fakePage([CUSTOMER]), '/api/users/invitations': CUSTOMER });
    await user.click(await screen.findByRole('button', { name: 'Invite Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Staff Member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Mariam Saleh');
    await user.type(within(dialog).getByLabelText('Email'), 'mariam@salon.test');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'reception');
    await user.click(within(dialog).getByRole('button', { name: 'Add Staff Member' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(await sent.json()).toMatchObject({ name: 'Mariam Saleh', email: 'mariam@salon.test', role: 'reception' });
  });
});
