import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/test/api-server';
import { api } from './api-client';
import { forgetEarlyReads, startEarlyReads, takeEarlyRead } from './early-requests';

/** Every path answers with itself, so a test can tell which request an answer came from. */
function serveEcho() {
  const paths = ['/api/services', '/api/categories', '/api/problems'];
  const requests = serveApi(Object.fromEntries(paths.map((url) => [url, { url }])));
  const askedFor = () => requests.map((request) => new URL(request.url).pathname);
  return { askedFor };
}

describe('early reads', () => {
  afterEach(() => {
    forgetEarlyReads();
    Cookies.remove('auth_model');
    vi.useRealTimers();
  });

  it('are started once and taken once, by the same reader', async () => {
    const { askedFor } = serveEcho();
    startEarlyReads(['/services', '/categories']);
    startEarlyReads(['/services']);
    await vi.waitFor(() => expect(askedFor()).toEqual(['/api/services', '/api/categories']));
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
    serveEcho();
    startEarlyReads(['/services']);
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('/services')).toBeUndefined();
  });

  it('serve the API client’s GET, and a write drops the ones not taken yet', async () => {
    const { askedFor } = serveEcho();
    startEarlyReads(['/services', '/categories']);
    expect(await api.get('/services')).toEqual({ url: '/api/services' });
    await vi.waitFor(() => expect(askedFor()).toHaveLength(2));

    await api.post('/problems', { title: 'x' });
    await api.get('/categories');
    // The POST, then a fresh GET: the early /categories was started before the write.
    expect(askedFor()).toEqual(['/api/services', '/api/categories', '/api/problems', '/api/categories']);
  });
});
