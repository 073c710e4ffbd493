import { MESSAGES, SERVICE_SITE_MESSAGES } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { CATEGORIES, SERVICES, service } from '@/test/catalog-fixtures';
import { ServicesCatalog } from './ServicesCatalog';

function renderCatalog(initialUrl = '/services') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/services', Component: ServicesCatalog }], {
    initialEntries: [initialUrl],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('services list', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows cards with AED prices, the saving and a View Services link to the service', async () => {
    serveApi({ '/api/services': SERVICES, '/api/categories': CATEGORIES });
    renderCatalog();
    expect(await screen.findByRole('heading', { name: 'Gel Manicure' })).toBeTruthy();
    // 150 − 10% = 135; saves 15. 130 − 15% = 110.50, what an order charges; saves 19.50.
    expect(screen.getByText('Save AED 15 today!')).toBeTruthy();
    expect(screen.getByText('Save AED 19.50 today!')).toBeTruthy();
    expect(screen.getByText('AED 110.50')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'View Services' });
    expect(links[0]!.getAttribute('href')).toBe(`/services/${SERVICES[0]!._id}`);
    expect(screen.getByText(SERVICE_SITE_MESSAGES.callToBook)).toBeTruthy();
  });

  it('filters by search and by chip, keeps both in the URL, and says when nothing matches', async () => {
    serveApi({ '/api/services': SERVICES, '/api/categories': CATEGORIES });
    const user = userEvent.setup();
    const router = renderCatalog();
    await screen.findByRole('heading', { name: 'Gel Manicure' });

    await user.click(screen.getByRole('button', { name: 'Hair Services' }));
    expect(cardTitles()).toEqual(['Signature Blow-Dry']);
    expect(screen.getByRole('button', { name: 'Hair Services' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe(`?category=${CATEGORIES[1]!._id}`);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByLabelText('Search services'), 'pedicure');
    expect(cardTitles()).toEqual(['Spa Pedicure']);

    await user.type(screen.getByLabelText('Search services'), ' nothing');
    expect(screen.getByRole('heading', { name: MESSAGES.services.empty })).toBeTruthy();
  });

  it('cuts descriptions at 100 characters', async () => {
    const long = service(9, { name: 'Long One', description: `${'x'.repeat(120)}` });
    serveApi({ '/api/services': [long], '/api/categories': CATEGORIES });
    renderCatalog();
    expect(await screen.findByText(`${'x'.repeat(100)}…`)).toBeTruthy();
  });

  it('shows the load error with the reason and tries again', async () => {
    let calls = 0;
    serveApi({
      '/api/services': () =>
        calls++ === 0 ? new Response(JSON.stringify({ message: 'Database unavailable' }), { status: 503 }) : SERVICES,
      '/api/categories': CATEGORIES,
    });
    const user = userEvent.setup();
    renderCatalog();
    expect(await screen.findByRole('heading', { name: MESSAGES.services.loadError })).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Gel Manicure' })).toBeTruthy();
  });
});
