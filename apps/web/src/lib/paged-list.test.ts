import { describe, expect, it } from 'vitest';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { fetchPage, toQueryString } from './paged-list';

describe('paged lists', () => {
  it('sends only the parameters that are set, in order', () => {
    expect(toQueryString({ q: 'noor ali', status: undefined, on: '', page: 2, pageSize: 50 })).toBe(
      '?q=noor+ali&page=2&pageSize=50',
    );
    expect(toQueryString({ reservedOnly: true, customer: null, archived: false })).toBe('?reservedOnly=true');
    expect(toQueryString({})).toBe('');
  });

  it('reads the count and the cap from the headers', async () => {
    const requests = serveApi({
      '/api/orders': fakePage([{ _id: 'a' }], 10_000, true),
      '/api/users': fakePage([{ _id: 'u' }], 1),
    });
    expect(await fetchPage('/orders', { status: 'pending', page: 3 })).toEqual({
      items: [{ _id: 'a' }],
      total: 10_000,
      capped: true,
    });
    expect(await fetchPage('/users', {})).toEqual({ items: [{ _id: 'u' }], total: 1, capped: false });
    expect(requestedUrls(requests).map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/orders?status=pending&page=3',
      '/api/users',
    ]);
  });

  it('fails, rather than showing an empty or one-page list, when an answer carries no count', async () => {
    serveApi({ '/api/problems': [{ _id: 'p1' }, { _id: 'p2' }] });
    await expect(fetchPage('/problems', {})).rejects.toThrow('Unexpected answer from /problems');
  });

  it('fails with the server’s message on a refusal', async () => {
    serveApi({
      '/api/orders': new Response(JSON.stringify({ message: 'Page must be a whole number from 1' }), { status: 400 }),
    });
    await expect(fetchPage('/orders', { page: 0 })).rejects.toMatchObject({
      status: 400,
      message: 'Page must be a whole number from 1',
    });
  });
});
