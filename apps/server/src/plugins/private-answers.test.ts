import { customerWorld } from '@test/helpers/customer-world';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, newCustomer } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth';

type World = Awaited<ReturnType<typeof customerWorld>>;

/** A route's URL with the world's ids and parameters in it (as access.test.ts fills them). */
const urlOf = (url: string, world: World) =>
  url
    .replace(/([\w-]+)\/:\w+/g, (_, segment: string) => `${segment}/${world.ids[segment] ?? 'none'}`)
    .replace(/:(\w+)/g, (_, param: string) => world.params[param] ?? 'none');

const noStore = (headers: Record<string, unknown>) => String(headers['cache-control'] ?? '').includes('no-store');

describe.each(databaseKinds)('who-dependent answers on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('are never stored by a browser or proxy, while the public reads asked anonymously stay cacheable', async () => {
    const world = await customerWorld(ctx, await adminHeaders(ctx.app));
    const routes = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    const failures: string[] = [];
    const send = (route: (typeof routes)[number], headers: Record<string, string>) =>
      ctx.app.inject({
        method: route.method as 'GET',
        url: urlOf(route.url, world),
        headers,
        ...(route.method === 'GET' ? {} : { payload: world.bodies[`${route.method} ${route.url}`] ?? {} }),
      });
    // Anonymous first: the owner's own calls below may end the owner's session (sign out, delete).
    for (const route of routes) {
      const answer = await send(route, {});
      const cacheable = route.access === 'public' && route.method === 'GET' && !answer.headers['set-cookie'];
      if (!cacheable && !noStore(answer.headers))
        failures.push(`anonymous ${route.method} ${route.url}: ${answer.statusCode} without no-store`);
      if (cacheable && noStore(answer.headers) && !route.url.startsWith('/api/health'))
        failures.push(`anonymous ${route.method} ${route.url}: a public read lost its caching`);
    }
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const answer = await send(route, { cookie: `${SESSION_COOKIE}=${world.owner}` });
      if (!noStore(answer.headers)) failures.push(`cookie ${route.method} ${route.url}: ${answer.statusCode}`);
    }
    // Calls that may end the owner's session go last, so the others answer as the signed-in owner.
    const endsSession = (url: string) => /logout|\/me\/delete|change-password|\/me\/sessions\//.test(url);
    const signedIn = [...routes.filter((r) => !endsSession(r.url)), ...routes.filter((r) => endsSession(r.url))];
    const statuses = new Set<number>();
    for (const route of signedIn) {
      const answer = await send(route, bearer(world.owner));
      statuses.add(answer.statusCode);
      if (!noStore(answer.headers)) failures.push(`bearer ${route.method} ${route.url}: ${answer.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The walk saw the owner's own answers, and the refusals of the others' routes.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 403]));
  }, 120_000);

  it('keeps the sign-up and sign-in answers, which carry a session, out of every cache', async () => {
    const customer = newCustomer();
    const registered = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const catalog = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['cache-control']).toBeUndefined();
  });
});
