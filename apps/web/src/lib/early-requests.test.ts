import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { forgetEarlyReads, startEarlyReads, takeEarlyRead } from './early-requests';

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ url }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('early reads', () => {
  afterEach(() => {
    forgetEarlyReads();
    Cookies.remove('auth_model');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are started once and taken once, by the same reader', () => {
    const fetchMock = stubFetch();
    startEarlyReads(['/services', '/categories']);
    startEarlyReads(['/services']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Someone signed in meanwhile: the read made while signed out is not theirs.
    Cookies.set('auth_model', JSON.stringify({ isAuthenticated: true, user: { name: 'A', email: 'a@b.ae' } }));
    expect(takeEarlyRead('/services')).toBeUndefined();
    Cookies.remove('auth_model');
    startEarlyReads(['/services']);
    expect(takeEarlyRead('/services')).toBeDefined();
    expect(takeEarlyRead('/services')).toBeUndefined();
  });

  it('go stale after ten seconds', () => {
    vi.useFakeTimers();
    stubFetch();
    startEarlyReads(['/services']);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('/services')).toBeUndefined();
  });

  it('serve the API client’s GET, and a write drops the ones not taken yet', async () => {
    const fetchMock = stubFetch();
    startEarlyReads(['/services', '/categories']);
    expect(await api.get('/services')).toEqual({ url: '/api/services' });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await api.post('/problems', { title: 'x' });
    await api.get('/categories');
    // The POST, then a fresh GET: the early /categories was started before the write.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/services',
      '/api/categories',
      '/api/problems',
      '/api/categories',
    ]);
  });
});
