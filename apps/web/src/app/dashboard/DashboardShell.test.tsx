import { MESSAGES } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/features/session';
import { serveApi } from '@/test/api-server';
import { CATEGORIES, SERVICES } from '@/test/catalog-fixtures';
import { signInAs } from '@/test/staff-session';
import { DashboardShell } from './DashboardShell';

/** The requests the shell made, for what must not be sent. */
let requests: Request[] = [];

function renderShell(url: string, routes: Record<string, unknown>, role: 'admin' | 'reception' = 'admin') {
  requests = serveApi(routes);
  signInAs(role);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', Component: DashboardShell }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('dashboard shell', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the nine tabs in order, keeps the active one in the URL and opens on the overview', async () => {
    const user = userEvent.setup();
    const router = renderShell('/dashboard', { '/api/categories': CATEGORIES, '/api/services': SERVICES });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Orders',
      'Till',
      'Services',
      'Categories',
      'Therapists',
      'Hours',
      'Problems',
      'Users',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Weekly Overview' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(router.state.location.search).toBe('?tab=categories');
    expect(await screen.findByRole('rowheader', { name: /Hair Services/ })).toBeTruthy();

    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=therapists');
    expect(document.activeElement?.textContent).toBe('Therapists');
  });

  it('shows reception no catalog or hours tabs, and a catalog tab in the URL opens the overview', () => {
    renderShell('/dashboard?tab=services', {}, 'reception');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Orders',
      'Till',
      'Problems',
      'Users',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('refuses to open the service form without categories and says why', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard?tab=services', { '/api/categories': [], '/api/services': [] });
    expect(await screen.findByText(DASHBOARD_EMPTY)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(screen.getByText(MESSAGES.catalog.noCategories)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks an invalid service with the spec messages, and the modal traps focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard?tab=services', { '/api/categories': CATEGORIES, '/api/services': SERVICES });
    await screen.findAllByText('Gel Manicure');
    const opener = screen.getByRole('button', { name: 'Add Service' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Add Service' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await within(dialog).findByText('Please fill in all required fields correctly')).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.catalog.serviceNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.catalog.priceRequired)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.catalog.categoryRequired)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('sends a new category and closes its modal 1.5 s after the save', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard?tab=categories', {
      '/api/categories': CATEGORIES,
      '/api/services': SERVICES,
    });
    await screen.findByRole('rowheader', { name: /Hair Services/ });
    // The POST answers like the server: 201 with the category.
    const created = { _id: 'c-new', name: 'Massage', description: 'Hot stone and deep tissue.', imageUrl: null };
    const afterSave = serveApi({
      '/api/categories': (_params: URLSearchParams, request: Request) =>
        request.method === 'POST' ? new Response(JSON.stringify(created), { status: 201 }) : CATEGORIES,
      '/api/services': SERVICES,
    });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText(MESSAGES.catalog.nameMin)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.catalog.descriptionRequired)).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Name'), 'assage');
    await user.type(within(dialog).getByLabelText('Description'), 'Hot stone and deep tissue.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Add Category' }));
    expect(await within(dialog).findByText('Category created successfully!')).toBeTruthy();
    const post = afterSave.find((request) => request.method === 'POST')!;
    expect(await post.json()).toEqual({
      name: 'Massage',
      description: 'Hot stone and deep tissue.',
      // No Arabic typed: the category's Arabic stays empty, and Arabic pages show the English.
      nameAr: null,
      descriptionAr: null,
      imageUrl: '',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const DASHBOARD_EMPTY = 'No services found. Create your first service!';
