import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/session';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { signInAs } from '@/test/staff-session';
import { UsersPanel } from './UsersPanel';

const CUSTOMER = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '+971501234567',
  role: 'user',
  therapistId: null,
  createdAt: '2026-01-01T00:00:00Z',
  claimed: true,
  invited: false,
  invitedRole: null,
};
const WALK_IN = { ...CUSTOMER, _id: 'u2', name: 'Walk In', email: 'walkin@example.com', claimed: false };
const INVITATION = {
  ...CUSTOMER,
  _id: 'u3',
  name: 'Mariam Saleh',
  email: 'mariam@salon.test',
  claimed: false,
  invited: true,
  invitedRole: 'reception',
};
const ADMIN = { ...CUSTOMER, _id: 'u4', name: 'Salon Admin', email: 'admin@salon.test', role: 'admin' };

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
  return { requests, router };
}

describe('the Users tab by role', () => {
  afterEach(cleanup);

  it('lets reception add and edit customers, but not invite staff, change roles or delete', async () => {
    const user = userEvent.setup();
    const { requests } = renderAs('reception', {
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

  it('offers no edit of an invitation, nor of a staff account to reception, and keeps a claimed e-mail read-only', async () => {
    const user = userEvent.setup();
    renderAs('reception', { '/api/users': fakePage([CUSTOMER, WALK_IN, INVITATION, ADMIN]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('button', { name: 'Edit Mariam Saleh' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit Salon Admin' })).toBeNull();
    // An invitation shows the role it gives and that it waits, never "Customer".
    const invitation = within(table).getByRole('row', { name: /Mariam Saleh/ });
    expect(within(invitation).getByText('Reception')).toBeTruthy();
    expect(within(invitation).getByText('Invited')).toBeTruthy();
    expect(within(invitation).queryByText('Customer')).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Edit Layla Haddad' }));
    let dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(within(dialog).getByText(/Only the customer can change this address/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(table).getByRole('button', { name: 'Edit Walk In' }));
    dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).readOnly).toBe(false);
  });

  it('lets the admin invite staff with a role', async () => {
    const user = userEvent.setup();
    const { requests } = renderAs('admin', { '/api/users': fakePage([CUSTOMER]), '/api/users/invitations': CUSTOMER });
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

describe('the Users tab list', () => {
  afterEach(() => {
    cleanup();
  });

  const USERS = [
    {
      _id: 'u1',
      name: 'Layla Haddad',
      email: 'layla@example.com',
      phone: '0501',
      role: 'user',
      createdAt: '2026-01-01T00:00:00Z',
    },
    {
      _id: 'u2',
      name: 'Amira Admin',
      email: 'amira@example.com',
      phone: null,
      role: 'admin',
      createdAt: '2026-01-01T00:00:00Z',
    },
  ];

  it('searches users on the server and links to their page', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderAs('admin', {
      '/api/users': (params: URLSearchParams) => fakePage(params.get('q') ? [USERS[1]] : USERS),
    });
    const asked = () =>
      requestedUrls(requests)
        .filter((u) => u.pathname === '/api/users')
        .map((u) => Object.fromEntries(u.searchParams));
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'View Layla Haddad' }).getAttribute('href')).toBe(
      '/dashboard/users/u1',
    );
    await user.type(screen.getByLabelText('Search users'), 'amira@');
    await waitFor(() => expect(within(table).queryByText('Layla Haddad')).toBeNull());
    expect(within(table).getByText('Admin')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ q: 'amira@', sort: 'name', page: '1', pageSize: '50' });

    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await waitFor(() => expect(router.state.location.search).toBe('?q=amira%40&role=admin'));
    expect(asked().at(-1)).toMatchObject({ q: 'amira@', role: 'admin' });
  });

  it("says 'Failed to load users'", { timeout: 10_000 }, async () => {
    renderAs('admin', { '/api/users': new Response('{}', { status: 500 }) });
    expect(await screen.findByRole('heading', { name: 'Failed to load users' }, { timeout: 4000 })).toBeTruthy();
  });
});
