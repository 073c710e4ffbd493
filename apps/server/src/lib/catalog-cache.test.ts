import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createCategory, createService } from '../../test/helpers/catalog';
import { databaseKinds, useTestApp } from '../../test/helpers/test-app';
import { adminHeaders } from '../../test/helpers/users';
import { CatalogCache } from './catalog-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the catalog cache', () => {
  it('reads through to the database until the database is listening', async () => {
    const cache = new CatalogCache();
    const load = vi.fn(async () => ['a']);
    await cache.read('services', load);
    await cache.read('services', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.hear('listening');
    expect(await cache.read('services', load)).toBe('["a"]');
    expect(await cache.read('services', load)).toBe('["a"]');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shares one database read among the requests that arrive while it runs', async () => {
    const cache = new CatalogCache();
    cache.hear('listening');
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    const reads = [cache.read('services', load), cache.read('services', load)];
    answer.resolve(['a']);
    expect(await Promise.all(reads)).toEqual(['["a"]', '["a"]']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = new CatalogCache();
    cache.hear('listening');
    const before = deferred<string[]>();
    const stale = cache.read('services', () => before.promise);
    cache.hear('notified');
    before.resolve(['old']);
    expect(await stale).toBe('["old"]');
    expect(await cache.read('services', async () => ['new'])).toBe('["new"]');
  });

  it('does not remember a failed read', async () => {
    const cache = new CatalogCache();
    cache.hear('listening');
    await expect(cache.read('services', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('services', async () => ['back'])).toBe('["back"]');
  });

  it('stops trusting its copy when notifications may have been missed', async () => {
    const cache = new CatalogCache();
    cache.hear('listening');
    await cache.read('services', async () => ['old']);
    cache.hear('unsure');
    expect(await cache.read('services', async () => ['new'])).toBe('["new"]');
    expect(await cache.read('services', async () => ['newer'])).toBe('["newer"]');
  });
});

async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.each(databaseKinds)('the cached catalog on %s', (kind) => {
  const ctx = useTestApp(kind);
  const rows = async (query: SQL) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const serviceNames = async (url = '/api/services') =>
    (await ctx.app.inject({ url })).json().map((service: { name: string }) => service.name);

  it('shows an admin their change in the very next read', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    expect(await serviceNames()).toEqual([]);
    const service = await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${service._id}`,
      headers,
      payload: { name: 'Silk Blow-Dry', price: 130, discount: 0, demandOnline: true, categoryId: category._id },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await serviceNames()).toEqual(['Silk Blow-Dry']);
    const categoryRenamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category._id}`,
      headers,
      payload: { name: 'Hair Studio', description: 'Everything for beautiful hair' },
    });
    expect(categoryRenamed.statusCode).toBe(200);
    const [listed] = (await ctx.app.inject({ url: '/api/services' })).json();
    expect(listed.category).toEqual({ name: 'Hair Studio' });
  });

  it('follows a change made outside this process (another server, psql) through the database', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    // Not through this app: its own write path cannot be what clears the cache.
    await ctx.database.db.execute(sql`update services set name = 'Keratin Blow-Dry'`);
    await eventually(async () => expect(await serviceNames()).toEqual(['Keratin Blow-Dry']));
    await ctx.database.db.execute(sql`insert into therapists (name, bio) values ('Layla', 'Colour specialist')`);
    await eventually(async () => expect(await serviceNames('/api/therapists')).toEqual(['Layla']));
  });

  it.runIf(kind === 'postgres')(
    'reads from the database while its listening connection is down, and caches again once it is back',
    async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
      expect(await serviceNames()).toEqual(['Blow-Dry']);
      const killed = await rows(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      expect(killed.length).toBeGreaterThan(0);
      // Changes made while nobody listens are still seen, because nothing is served from memory then.
      await eventually(async () => {
        await ctx.database.db.execute(sql`update services set name = ${`Blow-Dry ${Date.now()}`}`);
        const [name] = await serviceNames();
        const [stored] = await rows(sql`select name from services`);
        expect(name).toBe(stored?.name);
      });
      await eventually(async () => {
        const listening = await rows(
          sql`select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        );
        expect(listening.length).toBe(1);
      });
      await ctx.database.db.execute(sql`update services set name = 'Keratin Blow-Dry'`);
      await eventually(async () => expect(await serviceNames()).toEqual(['Keratin Blow-Dry']));
    },
  );
});
