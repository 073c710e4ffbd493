import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePage, listFetch, requestedUrls } from '../test/list-fetch';
import { fetchPage, toQueryString } from './paged-list';

describe('paged lists', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the parameters that are set, in order', () => {
    expect(toQueryString({ q: 'noor ali', status: undefined, on: '', page: 2, pageSize: 50 })).toBe(
      '?q=noor+ali&page=2&pageSize=50',
    );
    expect(toQueryString({ reservedOnly: true, customer: null, archived: false })).toBe('?reservedOnly=true');
    expect(toQueryString({})).toBe('');
  });

  it('reads the count and the cap from the headers', async () => {
    const fetchMock = vi.fn(
      listFetch({
        '/api/orders': fakePage([{ _id: 'a' }], 10_000, true),
        '/api/users': fakePage([{ _id: 'u' }], 1),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchPage('/orders', { status: 'pending', page: 3 })).toEqual({
      items: [{ _id: 'a' }],
      total: 10_000,
      capped: true,
    });
    expect(await fetchPage('/users', {})).toEqual({ items: [{ _id: 'u' }], total: 1, capped: false });
    expect(requestedUrls(fetchMock).map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/orders?status=pending&page=3',
      '/api/users',
    ]);
  });

  it('fails, rather than showing an empty or one-page list, when an answer carries no count', async () => {
    vi.stubGlobal('fetch', vi.fn(listFetch({ '/api/problems': [{ _id: 'p1' }, { _id: 'p2' }] })));
    await expect(fetchPage('/problems', {})).rejects.toThrow('Unexpected answer from /problems');
  });

  it('fails with the server’s message on a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        listFetch({
          '/api/orders': new Response(JSON.stringify({ message: 'Page must be a whole number from 1' }), {
            status: 400,
          }),
        }),
      ),
    );
    await expect(fetchPage('/orders', { page: 0 })).rejects.toMatchObject({
      status: 400,
      message: 'Page must be a whole number from 1',
    });
  });
});
