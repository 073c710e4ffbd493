import {
  bookingRef,
  historyOrderRef,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@salon/shared';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '@/db/schema';
import { countCapped } from '@/lib/paging';
import { ordersListFixtures } from './lists.fixtures';

// The calendar and the appointments list are in lists.calendar.test.ts.
describe.each(databaseKinds)('the dashboard lists of orders on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { db, seedOrder, history, get, ids } = ordersListFixtures(ctx);

  it('answers a bare call with the first page of 50, newest first, and the count in headers', async () => {
    const salon = await smallSalon(ctx.app);
    await db().execute(sql`
      insert into ${orders} (customer_name, date, created_at)
      select 'Customer ' || n, timestamptz '2026-01-01 10:00+04' + n * interval '1 hour', now()
      from generate_series(1, 60) as n`);
    const bare = await get('/api/orders', salon.admin);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toHaveLength(50);
    expect(bare.json()[0].user.name).toBe('Customer 60');
    expect(bare.headers[TOTAL_COUNT_HEADER]).toBe('60');
    expect(bare.headers[TOTAL_COUNT_CAPPED_HEADER]).toBeUndefined();
    const second = await get('/api/orders?page=2', salon.admin);
    expect(second.json().map((o: { user: { name: string } }) => o.user.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Customer ${10 - i}`),
    );
    const third = await get('/api/orders?page=3&pageSize=20', salon.admin);
    expect(third.json()).toHaveLength(20);
    expect(third.json()[0].user.name).toBe('Customer 20');
    expect((await get('/api/orders?page=9', salon.admin)).json()).toEqual([]);
  });

  it('counts up to the cap and says when more match', async () => {
    const below = await countCapped(db(), sql`select n from generate_series(1, ${TOTAL_COUNT_CAP}) as n`);
    expect(below).toEqual({ total: TOTAL_COUNT_CAP, capped: false });
    const above = await countCapped(db(), sql`select n from generate_series(1, ${TOTAL_COUNT_CAP + 5}) as n`);
    expect(above).toEqual({ total: TOTAL_COUNT_CAP, capped: true });
    const salon = await smallSalon(ctx.app);
    await db().execute(sql`
      insert into ${orders} (customer_name) select 'Customer ' || n from generate_series(1, ${TOTAL_COUNT_CAP + 1}) as n`);
    const page = await get('/api/orders?pageSize=1', salon.admin);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe(String(TOTAL_COUNT_CAP));
    expect(page.headers[TOTAL_COUNT_CAPPED_HEADER]).toBe('true');
    const beyond = await get(`/api/orders?pageSize=100&page=${TOTAL_COUNT_CAP / 100 + 1}`, salon.admin);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toMatch(/^Only the first 10000 results can be paged through/);
  });

  it('searches name, phone (also as digits), e-mail and the order id, whole or its end as shown', async () => {
    const salon = await smallSalon(ctx.app);
    const o = await history(salon);
    const search = async (q: string) => ids(await get(`/api/orders?q=${encodeURIComponent(q)}`, salon.admin));
    expect(await search('layla')).toEqual([o.layla, o.noor]);
    expect(await search('LAYLA h')).toEqual([o.layla]);
    expect(await search('50 123 45')).toEqual([o.layla]);
    expect(await search('765-4321')).toEqual([o.omar]);
    expect(await search('0501112222')).toEqual([o.sara]);
    expect(await search('noor@example')).toEqual([o.noor]);
    expect(await search('100%')).toEqual([]);
    expect(await search('l_yla')).toEqual([]);
    expect(await search(o.omar)).toEqual([o.omar]);
    expect(await search(`#${historyOrderRef(o.omar)}`)).toEqual([o.omar]);
    expect(await search(bookingRef(o.sara))).toEqual([o.sara]);
    const found = await get(`/api/orders?q=layla`, salon.admin);
    expect(found.headers[TOTAL_COUNT_HEADER]).toBe('2');
  });

  it('filters by status, date text on the salon calendar, appointment days, placed days and amount', async () => {
    const salon = await smallSalon(ctx.app);
    const o = await history(salon);
    const list = async (query: string) => ids(await get(`/api/orders?${query}`, salon.admin));
    expect(await list('status=cancelled')).toEqual([o.sara]);
    expect(await list('status=')).toEqual([o.sara, o.layla, o.omar, o.noor]);
    expect(await list('on=2026-03-10')).toEqual([o.layla, o.omar]);
    expect(await list('on=Tuesday')).toEqual([o.layla, o.omar]);
    expect(await list('on=March%202026')).toEqual([o.layla, o.omar]);
    expect(await list('on=tue%2010')).toEqual([o.layla, o.omar]);
    expect(await list('on=Thu')).toEqual([o.noor]);
    expect(await list('on=jan%201')).toEqual([o.noor]);
    expect(await list('on=2026')).toEqual([o.sara, o.layla, o.omar, o.noor]);
    expect(await list('on=2025')).toEqual([]);
    const nothing = await get('/api/orders?on=soon', salon.admin);
    expect(nothing.json()).toEqual([]);
    expect(nothing.headers[TOTAL_COUNT_HEADER]).toBe('0');
    expect(await list('on=2026-02-30')).toEqual([]);
    expect(await list('appointmentFrom=2026-04-01&appointmentTo=2026-04-20')).toEqual([o.sara, o.omar]);
    expect(await list('appointmentFrom=2026-04-02')).toEqual([o.sara]);
    expect(await list('appointmentTo=2026-03-12')).toEqual([o.layla, o.noor]);
    expect(await list('appointmentTo=2026-03-11')).toEqual([o.noor]);
    expect(await list('placedFrom=2026-03-10&placedTo=2026-03-10')).toEqual([o.layla, o.omar]);
    expect(await list('placedTo=2026-03-09')).toEqual([o.noor]);
    expect(await list('minTotal=200')).toEqual([o.sara, o.layla, o.omar]);
    expect(await list('maxTotal=150')).toEqual([o.noor]);
    expect(await list('minTotal=200&maxTotal=200')).toEqual([o.sara, o.layla]);
    expect(await list('q=layla&status=completed&on=march&minTotal=100')).toEqual([o.layla]);
    const omar = (await get(`/api/orders?q=${o.omar}`, salon.admin)).json()[0];
    expect(omar.total).toBe(310.5);
    expect(omar.Orderitems).toHaveLength(2);
  });

  it('sorts by date, amount and when the order was recorded', async () => {
    const salon = await smallSalon(ctx.app);
    const o = await history(salon);
    const sorted = async (sort: string) => ids(await get(`/api/orders?sort=${sort}`, salon.admin));
    expect(await sorted('date-desc')).toEqual([o.sara, o.layla, o.omar, o.noor]);
    expect(await sorted('date-asc')).toEqual([o.noor, o.omar, o.layla, o.sara]);
    expect(await sorted('total-desc')).toEqual([o.omar, o.sara, o.layla, o.noor]);
    expect(await sorted('total-asc')).toEqual([o.noor, o.layla, o.sara, o.omar]);
    expect(await sorted('placed-desc')).toEqual([o.noor, o.sara, o.layla, o.omar]);
  });

  it('refuses parameters it cannot read with a 400 that says why', async () => {
    const salon = await smallSalon(ctx.app);
    const refused = async (url: string) => {
      const response = await get(url, salon.admin);
      expect(response.statusCode, url).toBe(400);
      return response.json().message as string;
    };
    expect(await refused('/api/orders?page=0')).toBe('Page must be a whole number from 1');
    expect(await refused('/api/orders?page=1.5')).toBe('Page must be a whole number from 1');
    expect(await refused('/api/orders?pageSize=1000')).toBe('Page size must be a whole number from 1 to 200');
    expect(await refused('/api/orders?placedFrom=2026-13-45')).toBe('Dates must be written as YYYY-MM-DD');
    expect(await refused('/api/orders?appointmentTo=yesterday')).toBe('Dates must be written as YYYY-MM-DD');
    expect(await refused('/api/orders?minTotal=abc')).toBe('Amounts must be numbers');
    expect(await refused('/api/orders?maxTotal=-1')).toBe('Amounts must not be negative');
    expect(await refused('/api/orders?minTotal=300&maxTotal=200')).toBe(
      'The minimum amount must not be more than the maximum',
    );
    expect(await refused('/api/orders?sort=x')).toBe('Unknown sort');
    expect(await refused('/api/orders?status=lost')).toBe('Invalid status');
    expect(await refused('/api/orders?placedFrom=2026-03-10&placedTo=2026-03-09')).toBe(
      'The first day must not be after the last day',
    );
    expect(await refused(`/api/orders?q=${'a'.repeat(101)}`)).toBe('Search must not exceed 100 characters');
    expect(await refused('/api/orders/calendar?from=2026-06-01&to=2026-07-13')).toBe(
      'The calendar shows at most 42 days at a time',
    );
    expect(await refused('/api/orders/calendar?from=2026-06-10&to=2026-06-09')).toBe(
      'The first day must not be after the last day',
    );
    expect(await refused('/api/orders/calendar?from=2026-13-45&to=2026-06-09')).toBe(
      'Dates must be written as YYYY-MM-DD',
    );
    expect(await refused('/api/orders/calendar')).toBe('Dates must be written as YYYY-MM-DD');
    expect(await refused('/api/orders/appointments?when=later')).toBe('Unknown time filter');
    expect(await refused('/api/orders/appointments?therapistId=abc')).toBe('Invalid id');
    expect(await refused('/api/orders/appointments?pageSize=0')).toBe('Page size must be a whole number from 1 to 200');
  });

  it("gives a customer their own orders, paged, whatever filter they send, and none of staff's lists", async () => {
    const salon = await smallSalon(ctx.app);
    const alice = await registerAndLogin(ctx.app, { name: 'Alice Stone' });
    const bob = await registerAndLogin(ctx.app, { name: 'Bob Reed' });
    const o = await history(salon);
    const slot = { therapistId: salon.elena._id, serviceId: salon.cut._id, price: 200 };
    const mine: string[] = [];
    for (const day of ['2026-02-01', '2026-02-02', '2026-02-03']) {
      mine.push(
        (
          await seedOrder({
            name: 'Alice Stone',
            userId: alice.userId,
            date: `${day}T08:00:00Z`,
            items: [{ ...slot, start: `${day}T10:00:00Z` }],
          })
        ).id,
      );
    }
    const bobs = await seedOrder({
      name: 'Bob Reed',
      userId: bob.userId,
      date: '2026-02-04T08:00:00Z',
      items: [{ ...slot, start: '2026-02-04T10:00:00Z' }],
    });
    const asAlice = (url: string) => get(url, bearer(alice.token));
    const all = await asAlice('/api/orders');
    expect(ids(all)).toEqual([...mine].reverse());
    expect(all.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const paged = await asAlice('/api/orders?pageSize=2&page=2');
    expect(ids(paged)).toEqual([mine[0]]);
    for (const query of [`q=${bobs.id}`, 'q=Bob', `q=${o.layla}`, 'status=completed', 'sort=total-asc']) {
      const answer = await asAlice(`/api/orders?${query}`);
      expect(ids(answer), query).toEqual([...mine].reverse());
      expect(answer.body).not.toContain(bobs.id);
    }
    expect((await asAlice('/api/orders?page=0')).statusCode).toBe(400);
    expect((await asAlice('/api/orders/calendar?from=2026-02-01&to=2026-02-28')).statusCode).toBe(403);
    expect((await asAlice('/api/orders/appointments')).statusCode).toBe(403);
  });

  it('presents a page with the same number of queries however many orders it holds', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = { therapistId: salon.elena._id, serviceId: salon.cut._id, price: 200 };
    for (let n = 0; n < 60; n += 1) {
      const start = new Date(Date.UTC(2026, 0, 1, 6) + n * 3_600_000).toISOString();
      await seedOrder({ name: `Customer ${n}`, date: start, items: [{ ...slot, start }] });
    }
    const session = (db() as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const spy = vi.spyOn(session, 'prepareQuery');
    const queriesFor = async (url: string) => {
      spy.mockClear();
      const response = await get(url, salon.admin);
      expect(response.statusCode).toBe(200);
      return spy.mock.calls.length;
    };
    try {
      // The session check of the admin's call is part of every count alike.
      const few = await queriesFor('/api/orders?pageSize=5');
      const many = await queriesFor('/api/orders?pageSize=50');
      // The page, its count and its items, besides the session's own reads.
      expect(few).toBeGreaterThanOrEqual(3);
      expect(many).toBe(few);
      expect(await queriesFor('/api/orders/appointments?pageSize=50')).toBe(
        await queriesFor('/api/orders/appointments?pageSize=5'),
      );
    } finally {
      spy.mockRestore();
    }
  });
});
