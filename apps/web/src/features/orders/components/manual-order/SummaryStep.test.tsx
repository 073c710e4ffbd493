import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { SummaryStep } from './SummaryStep';

const LAYLA = {
  _id: 'u1',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '0501111111',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('manual order customer search', () => {
  afterEach(() => {
    cleanup();
  });

  it('asks the server for customers once typing rests, and fills name and phone from the choice', async () => {
    const requests = serveApi({
      '/api/users': (params: URLSearchParams) => fakePage(params.get('q') === 'lay' ? [LAYLA] : []),
    });
    const onCustomerChange = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SummaryStep
          dayKey="2025-06-10"
          selections={[]}
          customer={{ name: '', phone: '' }}
          onCustomerChange={onCustomerChange}
        />
      </QueryClientProvider>,
    );
    // Nothing is downloaded before something is typed.
    expect(requests).toEqual([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search customers'), 'lay');
    await user.click(await screen.findByRole('button', { name: /Layla Haddad/ }));
    expect(onCustomerChange).toHaveBeenCalledWith({
      name: 'Layla Haddad',
      phone: '0501111111',
      customerId: 'u1',
      customerEmail: 'layla@example.com',
    });
    // One search for the whole word, customers only, ten at most.
    expect(requestedUrls(requests).map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/users?q=lay&role=user&pageSize=10',
    ]);

    await user.type(screen.getByLabelText('Search customers'), 'zzz');
    expect(await screen.findByText('No customers found')).toBeTruthy();
  });
});
