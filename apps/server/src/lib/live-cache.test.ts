import { describe, expect, it, vi } from 'vitest';
import { LiveCache } from './live-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('a live cache', () => {
  it('reads through to the database until the database is listening', async () => {
    const cache = new LiveCache();
    const load = vi.fn(async () => ({ value: ['a'] }));
    await cache.read('services', load);
    await cache.read('services', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.trust(true);
    expect(String(await cache.read('services', load))).toBe('["a"]');
    expect(String(await cache.read('services', load))).toBe('["a"]');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one database read among the requests that arrive while it runs', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    const answer = deferred<{ value: string[] }>();
    const load = vi.fn(() => answer.promise);
    const reads = [cache.read('services', load), cache.read('services', load)];
    answer.resolve({ value: ['a'] });
    expect((await Promise.all(reads)).map(String)).toEqual(['["a"]', '["a"]']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    const before = deferred<{ value: string[] }>();
    const stale = cache.read('services', () => before.promise);
    cache.invalidate();
    before.resolve({ value: ['old'] });
    expect(String(await stale)).toBe('["old"]');
    expect(String(await cache.read('services', async () => ({ value: ['new'] })))).toBe('["new"]');
  });

  it('does not remember a failed read', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    await expect(cache.read('services', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(String(await cache.read('services', async () => ({ value: ['back'] })))).toBe('["back"]');
  });

  it('stops trusting its copy when notifications may have been missed', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    await cache.read('services', async () => ({ value: ['old'] }));
    cache.trust(false);
    expect(String(await cache.read('services', async () => ({ value: ['new'] })))).toBe('["new"]');
    expect(String(await cache.read('services', async () => ({ value: ['newer'] })))).toBe('["newer"]');
  });

  it('drops only the answers tagged with what changed', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    await cache.read('cut', async () => ({ value: 'cut 1', tags: ['service:cut', 'therapist:layla'] }));
    await cache.read('nails', async () => ({ value: 'nails 1', tags: ['service:nails', 'therapist:mira'] }));
    cache.invalidate('therapist:layla');
    expect(String(await cache.read('cut', async () => ({ value: 'cut 2' })))).toBe('"cut 2"');
    expect(String(await cache.read('nails', async () => ({ value: 'nails 2' })))).toBe('"nails 1"');
  });

  it('keeps a read that ran while something unrelated changed, and drops one a related change overtook', async () => {
    const cache = new LiveCache();
    cache.trust(true);
    const unrelated = deferred<{ value: string; tags: string[] }>();
    const kept = cache.read('cut', () => unrelated.promise);
    cache.invalidate('therapist:mira');
    unrelated.resolve({ value: 'cut 1', tags: ['therapist:layla'] });
    await kept;
    expect(String(await cache.read('cut', async () => ({ value: 'cut 2' })))).toBe('"cut 1"');

    const related = deferred<{ value: string; tags: string[] }>();
    const dropped = cache.read('nails', () => related.promise);
    cache.invalidate('therapist:mira');
    related.resolve({ value: 'nails 1', tags: ['therapist:mira'] });
    await dropped;
    expect(String(await cache.read('nails', async () => ({ value: 'nails 2' })))).toBe('"nails 2"');
  });

  it('reads again once the clock makes an answer stale', async () => {
    let now = 1_000;
    const cache = new LiveCache(() => now);
    cache.trust(true);
    await cache.read('cut', async () => ({ value: 'with the 10:00 slot', expiresAt: 2_000 }));
    now = 1_999;
    expect(String(await cache.read('cut', async () => ({ value: 'later' })))).toBe('"with the 10:00 slot"');
    now = 2_000;
    expect(String(await cache.read('cut', async () => ({ value: 'without it' })))).toBe('"without it"');
  });
});
