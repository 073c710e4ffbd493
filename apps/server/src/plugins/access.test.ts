import { Writable } from 'node:stream';
import { customerWorld } from '@test/helpers/customer-world';
import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin, STRONG_PASSWORD } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '@/app';
import { ensureAdmin } from '@/db/seed';
import type { AccessLevel } from './access';

/**
 * Every API route and the access it must declare. A new route fails this test until it is added here,
 * so its access level is a decision someone wrote down, not a default.
 */
const EXPECTED_ACCESS: Record<string, AccessLevel> = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/categories': 'public',
  'POST /api/users/register': 'public',
  'POST /api/users/login': 'public',
  'POST /api/users/forgot-password': 'public',
  'POST /api/users/reset-password': 'public',
  'POST /api/users/complete-profile': 'user',
  'POST /api/users/logout': 'public',
  'POST /api/users/logout-everywhere': 'user',
  'POST /api/users/change-password': 'user',
  'POST /api/users/verify-email': 'public',
  'POST /api/users/verify-email/resend': 'user',
  'POST /api/users/auth/google/exchange': 'public',
  'GET /api/users/me': 'user',
  'GET /api/users/me/account': 'user',
  'PATCH /api/users/me': 'user',
  'PATCH /api/users/me/channels': 'user',
  'PUT /api/account/language': 'user',
  'POST /api/users/me/email': 'user',
  'GET /api/users/me/sessions': 'user',
  'DELETE /api/users/me/sessions/:id': 'user',
  'GET /api/users/me/export': 'user',
  'POST /api/users/me/delete': 'user',
  'POST /api/users/me/phone/code': 'user',
  'POST /api/users/me/phone/verify': 'user',
  'GET /api/users/auth/providers': 'public',
  'GET /api/users/auth/google': 'public',
  'GET /api/users/auth/google/callback': 'public',
  'POST /api/categories': 'admin',
  'PATCH /api/categories/:id': 'admin',
  'DELETE /api/categories/:id': 'admin',
  'GET /api/services': 'public',
  'GET /api/services/:id': 'public',
  'POST /api/services': 'admin',
  'PATCH /api/services/:id': 'admin',
  'DELETE /api/services/:id': 'admin',
  'GET /api/therapists': 'public',
  'GET /api/therapists/:id': 'public',
  'POST /api/therapists': 'admin',
  'PATCH /api/therapists/:id': 'admin',
  'DELETE /api/therapists/:id': 'admin',
  'POST /api/therapists/:id/appointments': 'admin',
  'POST /api/therapists/:id/appointments/bulk': 'admin',
  'PATCH /api/therapists/:id/appointments/:appointmentId': 'admin',
  'DELETE /api/therapists/:id/appointments/:appointmentId': 'admin',
  'GET /api/therapists/:id/outside-week': 'admin',
  'POST /api/therapists/:id/outside-week/remove-free': 'admin',
  'PATCH /api/appointments/:id': 'admin',
  'DELETE /api/appointments/:id': 'admin',
  'GET /api/salon-hours': 'public',
  'PUT /api/salon-hours': 'admin',
  'POST /api/closures': 'admin',
  'DELETE /api/closures/:id': 'admin',
  'GET /api/closures/bookings': 'staff',
  'GET /api/therapists/:id/working-days': 'public',
  'GET /api/therapists/:id/hours': 'admin',
  'PUT /api/therapists/:id/hours': 'admin',
  'POST /api/therapists/:id/absences': 'admin',
  'DELETE /api/therapists/:id/absences/:absenceId': 'admin',
  'POST /api/therapists/:id/schedule': 'admin',
  'POST /api/orders': 'user',
  'POST /api/orders/anonymos': 'staff',
  'POST /api/orders/anonymous': 'staff',
  'GET /api/orders': 'user',
  'GET /api/orders/currentweek': 'staff',
  'GET /api/orders/calendar': 'staff',
  'GET /api/orders/appointments': 'staff',
  'GET /api/orders/my-schedule': 'therapist',
  'GET /api/orders/mine/appointments': 'user',
  'DELETE /api/orders/mine/appointments/:appointmentId': 'owner',
  'POST /api/orders/mine/appointments/:appointmentId/reschedule': 'owner',
  'GET /api/orders/mine/appointments/:appointmentId/calendar': 'owner',
  'GET /api/orders/:id': 'owner',
  'PATCH /api/orders/:id/status': 'staff',
  'PATCH /api/orders/:id': 'staff',
  'DELETE /api/orders/:id': 'admin',
  'POST /api/orders/:id/items': 'staff',
  'DELETE /api/order-items/:id': 'staff',
  'PATCH /api/orders/items/:itemId/outcome': 'team',
  'GET /api/users': 'staff',
  'POST /api/users': 'staff',
  'POST /api/users/invitations': 'admin',
  'GET /api/users/:id': 'staff',
  'PATCH /api/users/:id': 'staff',
  'DELETE /api/users/:id': 'admin',
  'GET /api/users/:id/note': 'staff',
  'PATCH /api/users/:id/note': 'staff',
  'POST /api/problems': 'public',
  'GET /api/problems': 'staff',
  'PATCH /api/problems/:id': 'staff',
  'DELETE /api/problems/:id': 'staff',
  'GET /api/reports/monthly': 'staff',
  'GET /api/reports/sales.csv': 'admin',
  'GET /api/reports/invoices.csv': 'admin',
  'GET /api/till/days/:day': 'staff',
  'POST /api/till/days/:day/close': 'staff',
  'GET /api/till/tips/mine': 'therapist',
  'GET /api/till/audit': 'admin',
  'GET /media/:imageId/:file': 'public',
  'POST /api/waitlist': 'user',
  'GET /api/waitlist/mine': 'user',
  'DELETE /api/waitlist/:id': 'owner',
  'GET /api/waitlist/offers/:id': 'owner',
  'POST /api/waitlist/offers/:id/accept': 'owner',
  'POST /api/waitlist/offers/:id/decline': 'owner',
  'GET /api/services/:id/waitlist': 'staff',
  'GET /api/invoices/:id': 'owner',
  'GET /api/invoices/:id/pdf': 'owner',
  'GET /api/me/invoices': 'user',
  'POST /api/sales/:id/receipt': 'staff',
  'GET /api/orders/:id/sales': 'staff',
  'POST /api/orders/:id/sales': 'staff',
  'GET /api/sales/:id': 'staff',
  'POST /api/sales/:id/lines': 'staff',
  'POST /api/sales/:id/lines/:entryId/price': 'staff',
  'POST /api/sales/:id/lines/:entryId/void': 'admin',
  'POST /api/sales/:id/discounts': 'staff',
  'POST /api/sales/:id/tips': 'staff',
  'POST /api/sales/:id/payments': 'staff',
  'POST /api/sales/:id/payments/:entryId/refunds': 'admin',
  'PUT /api/sales/:id/customer-trn': 'staff',
  'GET /api/till/vat-settings': 'staff',
  'PUT /api/till/vat-settings': 'admin',
};

const ADMIN = { email: 'admin@salon.test', password: STRONG_PASSWORD };

/**
 * The callers of the matrix, one of each role: `owner` is the customer whose resources the ids name, `other`
 * another customer, `therapist` the account linked to the world's therapist.
 */
const CALLERS = ['anonymous', 'other', 'owner', 'reception', 'therapist', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const SIGNED_IN = CALLERS.filter((caller) => caller !== 'anonymous');

/** Written out here rather than read from plugins/access.ts, so the test can disagree with the code. */
const MAY_CALL: Record<AccessLevel, readonly Caller[]> = {
  public: CALLERS,
  user: SIGNED_IN,
  owner: SIGNED_IN,
  staff: ['reception', 'admin'],
  therapist: ['therapist'],
  team: ['reception', 'therapist', 'admin'],
  admin: ['admin'],
};
/** Who sees every order: an 'owner' route serves them whoever the owner is. */
const SEES_EVERY_ORDER: readonly Caller[] = ['reception', 'admin'];

/** The codes that say "not for you". */
const refused = (status: number) => status === 401 || status === 403;

/** What each caller may be answered on a route of each level. */
function allowed(access: AccessLevel, caller: Caller, status: number): boolean {
  if (!MAY_CALL[access].includes(caller)) return status === (caller === 'anonymous' ? 401 : 403);
  if (access !== 'owner' || SEES_EVERY_ORDER.includes(caller)) return !refused(status);
  // 'owner': the owner's own resource answers 2xx, so anyone else's 403 or 404 is about ownership.
  return caller === 'owner' ? status >= 200 && status < 300 : status === 403 || status === 404;
}

/** Callers who must change nothing and learn nothing of the owner on this route. */
const outsider = (access: AccessLevel, caller: Caller) =>
  caller === 'anonymous' || caller === 'other' || !MAY_CALL[access].includes(caller);

describe.each(databaseKinds)('the route table on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('declares exactly the expected access level on every route', () => {
    const declared = Object.fromEntries(ctx.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(declared).toEqual(EXPECTED_ACCESS);
  });

  it(`walks all ${Object.keys(EXPECTED_ACCESS).length} routes × ${CALLERS.length} callers with real resources of one customer`, async () => {
    await ensureAdmin(ctx.database.db, ADMIN);
    // A session of its own for each route: signing out everywhere as admin must not end the next route's.
    const adminSession = async () =>
      (await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN })).json().token as string;
    const failures: string[] = [];
    // The owner's details each reach the owner or an admin somewhere: the leak check looks for the right text.
    const shown = new Set<string>();
    for (const route of ctx.app.routeTable) {
      // A fresh salon for each route, so an admin's delete on one route leaves the next one its resources.
      const adminToken = await adminSession();
      const world = await customerWorld(ctx, bearer(adminToken));
      const url = route.url
        .replace(/([\w-]+)\/:\w+/g, (_, segment: string) => {
          const id = world.ids[segment];
          if (!id) throw new Error(`${route.url}: say which resource a ${segment} id names in customerWorld`);
          return `${segment}/${id}`;
        })
        .replace(/:(\w+)/g, (_, param: string) => {
          const value = world.params[param];
          if (!value) throw new Error(`${route.url}: say what the :${param} of a route is in customerWorld`);
          return value;
        });
      const headers: Record<Caller, Record<string, string>> = {
        anonymous: {},
        other: bearer(world.other),
        owner: bearer(world.owner),
        reception: bearer(world.reception),
        therapist: bearer(world.therapist),
        admin: bearer(adminToken),
      };
      const label = `${route.method} ${route.url} (${route.access})`;
      const status = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        const before = outsider(route.access, caller) ? await world.snapshot() : undefined;
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[caller],
          ...(route.method === 'GET' ? {} : { payload: world.bodies[`${route.method} ${route.url}`] ?? {} }),
        });
        status[caller] = response.statusCode;
        const seen = Object.entries(world.secrets).filter(([, secret]) => response.body.includes(secret));
        if (before === undefined) {
          for (const [detail] of seen) shown.add(detail);
          continue;
        }
        // Someone else changes nothing, and learns nothing of the owner that the URL did not already say.
        if ((await world.snapshot()) !== before) failures.push(`${label}: ${caller} changed saved rows`);
        const leaked = seen.filter(([, secret]) => !url.includes(secret)).map(([detail]) => detail);
        if (leaked.length > 0) failures.push(`${label}: ${caller} was shown the owner's ${leaked.join(', ')}`);
      }
      for (const caller of CALLERS)
        if (!allowed(route.access, caller, status[caller])) failures.push(`${label}: ${caller} got ${status[caller]}`);
    }
    expect(failures).toEqual([]);
    expect([...shown].sort()).toEqual(
      Object.keys((await customerWorld(ctx, bearer(await adminSession()))).secrets).sort(),
    );
    // About 140–200 s alone on the 2-core machine for 124 routes (the till's tables are in every snapshot);
    // three times that, as a busy machine needs.
  }, 600_000);
});

describe('logs', () => {
  it('never contain passwords, tokens or hashes', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { handle, drop } = await createTestDatabase('pglite');
    const app = await buildApp({
      config: testConfig(),
      database: handle,
      serveWebApp: false,
      logger: loggerOptions('trace', stream),
    });
    try {
      const customer = await registerAndLogin(app);
      await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { ...bearer(customer.token), cookie: 'auth_model=secret-cookie' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: customer.email, password: 'Wrong-pass1' },
      });
      // Google's return and the mailed links carry their secrets in the address.
      for (const url of [
        '/login?code=google-code-secret',
        '/api/users/auth/google/callback?code=provider-code-secret&state=state-secret',
        '/verify-email?token=verify-token-secret',
        '/reset-password?token=reset-token-secret',
        '/api/services?access_token=api-token-secret&search=facial',
      ]) {
        await app.inject({ method: 'GET', url });
      }
      const log = lines.join('');
      expect(log).toContain('search=facial');
      expect(log).not.toMatch(/[\w-]+-secret/);
      expect(log).toContain('request completed');
      expect(log).not.toContain(customer.password);
      expect(log).not.toContain('Wrong-pass1');
      expect(log).not.toContain(customer.token);
      expect(log).not.toContain('secret-cookie');
      expect(log).not.toMatch(/scrypt\$/);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('the admin level', () => {
  it('answers 403 to a signed-in customer and serves an admin', async () => {
    const { handle, drop } = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database: handle, serveWebApp: false });
    // Routes can still be added until the app is ready: one admin route stands for all of them here.
    app.get('/api/admin-only-probe', { config: { access: 'admin' } }, async () => ({ ok: true }));
    try {
      const customer = await registerAndLogin(app);
      await ensureAdmin(handle.db, ADMIN);
      const admin = (await app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN })).json().token;
      const asCustomer = await app.inject({
        method: 'GET',
        url: '/api/admin-only-probe',
        headers: bearer(customer.token),
      });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json().message).toBe('You do not have permission to do that');
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin-only-probe', headers: bearer(admin) })).json(),
      ).toEqual({ ok: true });
      expect((await app.inject({ method: 'GET', url: '/api/admin-only-probe' })).statusCode).toBe(401);
    } finally {
      await app.close();
      await drop();
    }
  });
});
