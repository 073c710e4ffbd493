import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointments, categories, orderItems, orders, problems, services, therapists, users } from '@/db/schema';
import { orderPayload, smallSalon } from './helpers/orders';
import { databaseKinds, useTestApp } from './helpers/test-app';
import { bearer, registerAndLogin } from './helpers/users';

/** Hostile values: wrong types, huge and odd strings, deep nesting, prototype tricks. */
const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '💇‍♀️'.repeat(50),
    'x'.repeat(100_000),
    '-1',
    '1e309',
    'NaN',
    '2031-02-31T25:61:00Z',
  ),
  fc.constantFrom(null, true, -1, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, [], {}),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
);
const hostileBody = fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 8 }), hostileValue);

const FIELDS = [
  'name',
  'email',
  'password',
  'phone',
  'description',
  'price',
  'discount',
  'categoryId',
  'serviceId',
  'starttime',
  'duration',
  'status',
  'orderItems',
  'user',
  'slots',
  'token',
  'title',
  'bio',
  'date',
  'time',
];
/** Bodies that look almost right: the real field names with hostile values. */
const nearlyRightBody = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 6 });

/** fast-check runs per route: 25 on PGlite and 10 on PostgreSQL in `npm test`; `npm run test:faults` sets more. */
const RUNS = process.env.BAD_INPUT_RUNS ? Number(process.env.BAD_INPUT_RUNS) : undefined;

describe.each(databaseKinds)('bad input against every route on %s', (kind) => {
  // Hundreds of bodies a route: the hourly order limit would soon answer them all with 429 unread.
  const ctx = useTestApp(kind, { ordersPerHour: 1_000_000 });
  const runs = RUNS ?? (kind === 'pglite' ? 25 : 10);

  it(`never answers 5xx and never changes what was saved (${runs} runs a route)`, {
    timeout: 60_000 + runs * 2_000,
  }, async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    const failures: string[] = [];
    const db = ctx.database.db;
    const tables = { users, categories, services, therapists, appointments, orders, orderItems, problems };
    /** Every saved row as JSON, keyed by table and id. */
    const snapshot = async () => {
      const rows = new Map<string, string>();
      for (const [name, table] of Object.entries(tables))
        for (const row of await db.select().from(table)) rows.set(`${name} ${row.id}`, JSON.stringify(row));
      return rows;
    };
    /** The rows added, removed or changed between two snapshots. */
    const changed = (before: Map<string, string>, after: Map<string, string>) =>
      [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
    let saved = await snapshot();
    /**
     * Now and then fast-check finds a body that is valid (an admin renaming a therapist to "𖼨𐪕ヷ"). Such an
     * accepted write may change the row it names or creates, and the caller's own account; nothing else.
     */
    const checkAcceptedWrite = async (label: string, response: { statusCode: number; body: string }, own: string[]) => {
      const now = await snapshot();
      let created: string | undefined;
      try {
        created = (JSON.parse(response.body) as { _id?: string })._id;
      } catch {
        created = undefined; // 204: nothing created
      }
      const stray = changed(saved, now).filter((key) => ![...own, created].includes(key.split(' ')[1]));
      if (stray.length > 0) failures.push(`${label} → ${response.statusCode} also changed ${stray.join(', ')}`);
      saved = now;
    };
    const realIds = [salon.category._id, salon.cut._id, salon.elena._id, slot._id, customer.userId];

    const routes = ctx.app.routeTable.filter((route) => route.method !== 'GET' || route.url.includes(':'));
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(hostileBody, nearlyRightBody),
          fc.constantFrom(...realIds, 'not-a-uuid', '00000000-0000-0000-0000-000000000000', '..%2f..%2fetc', '%00'),
          fc.constantFrom('admin', 'customer', 'anonymous'),
          async (body, id, who) => {
            const headers = who === 'admin' ? salon.admin : who === 'customer' ? bearer(customer.token) : {};
            const url = route.url.replace(/:\w+/g, id);
            // Skip the calls whose success is a legitimate change of seeded rows: an admin deleting, a
            // customer cancelling their own booking.
            if (route.method === 'DELETE' && who !== 'anonymous' && realIds.includes(id)) return;
            const response = await ctx.app.inject({
              method: route.method as 'POST',
              url,
              headers,
              payload: body as object,
            });
            if (response.statusCode >= 500)
              failures.push(`${route.method} ${url} as ${who} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode < 300 && route.method !== 'GET')
              await checkAcceptedWrite(
                `${route.method} ${url} as ${who} with ${JSON.stringify(body)?.slice(0, 200)}`,
                response,
                who === 'customer' ? [id, customer.userId] : [id],
              );
          },
        ),
        { numRuns: runs },
      );
    }
    // The edge cases random draws reach too rarely: every route, an empty and a null body, each real id.
    for (const route of routes) {
      for (const id of realIds) {
        for (const payload of [{}, { name: null }, []]) {
          if (route.method === 'DELETE') continue;
          const url = route.url.replace(/:\w+/g, id);
          const response = await ctx.app.inject({ method: route.method as 'POST', url, headers: salon.admin, payload });
          if (response.statusCode >= 500)
            failures.push(`${route.method} ${url} ${JSON.stringify(payload)} → ${response.statusCode}`);
          else if (response.statusCode < 300)
            await checkAcceptedWrite(`${route.method} ${url} ${JSON.stringify(payload)}`, response, [id]);
        }
      }
    }
    for (const raw of ['{"name": ', '[1,2', 'null', '"text"', '{"__proto__":{"a":1}}']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: { ...salon.admin, 'content-type': 'application/json' },
        payload: raw,
      });
      if (response.statusCode >= 500) failures.push(`malformed JSON ${raw} → ${response.statusCode}`);
    }
    const brokenMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { ...salon.admin, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut\r\n--xy',
    });
    if (brokenMultipart.statusCode >= 500) failures.push(`broken multipart → ${brokenMultipart.statusCode}`);

    expect(failures).toEqual([]);
    // Refused calls change nothing: what was saved after the last accepted write is still what is saved.
    expect(changed(saved, await snapshot())).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
