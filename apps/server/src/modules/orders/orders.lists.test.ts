import { TOTAL_COUNT_CAP, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { smallSalon } from '../../../test/helpers/orders';
import { databaseKinds, useTestApp } from '../../../test/helpers/test-app';
import { bearer, registerAndLogin } from '../../../test/helpers/users';
import { appointments, orderItems, orders } from '../../db/schema';
import { countCapped } from '../../lib/paging';

type Salon = Awaited<ReturnType<typeof smallSalon>>;
type Status = 'pending' | 'processing' | 'completed' | 'cancelled';

describe.each(databaseKinds)('the dashboard lists of orders on %s', (kind) => {
  const ctx = useTestApp(kind);
  const db = () => ctx.database.db;

  /**
   * An order written straight into the database, as a year of history would be: its slots (reserved unless
   * the order is cancelled, as the booking paths leave them) and its items, at the given instants (UTC).
   */
  async function seedOrder(input: {
    name: string;
    phone?: string | null;
    email?: string | null;
    userId?: string | null;
    status?: Status;
    date: string;
    createdAt?: string;
    items: { therapistId: string; serviceId: string; start: string; price: number; minutes?: number }[];
  }) {
    const status = input.status ?? 'pending';
    const [order] = await db()
      .insert(orders)
      .values({
        userId: input.userId ?? null,
        customerName: input.name,
        customerPhone: input.phone ?? null,
        customerEmail: input.email ?? null,
        status,
        date: new Date(input.date),
        createdAt: new Date(input.createdAt ?? input.date),
      })
      .returning({ id: orders.id });
    const itemIds: string[] = [];
    for (const item of input.items) {
      const start = new Date(item.start);
      const minutes = item.minutes ?? 60;
      const [slot] = await db()
        .insert(appointments)
        .values({
          serviceId: item.serviceId,
          therapistId: item.therapistId,
          starttime: start,
          endtime: new Date(start.getTime() + minutes * 60_000),
          duration: minutes,
          reserved: status !== 'cancelled',
        })
        .returning({ id: appointments.id });
      const [row] = await db()
        .insert(orderItems)
        .values({ orderId: order!.id, appointmentId: slot!.id, price: item.price })
        .returning({ id: orderItems.id });
      itemIds.push(row!.id);
    }
    return { id: order!.id, itemIds };
  }

  /** Four orders whose days differ in Dubai from UTC where it matters (Dubai is UTC+4 all year). */
  async function history(salon: Salon) {
    const cut = (start: string) => ({ therapistId: salon.elena._id, serviceId: salon.cut._id, start, price: 200 });
    const blowDry = (start: string) => ({
      therapistId: salon.sofia._id,
      serviceId: salon.blowDry._id,
      start,
      price: 110.5,
    });
    // Tuesday 10 March 2026, noon in Dubai.
    const layla = await seedOrder({
      name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: 'layla@example.com',
      status: 'completed',
      date: '2026-03-10T08:00:00Z',
      items: [cut('2026-03-12T06:00:00Z')],
    });
    // Monday 9 March in UTC, but Tuesday 10 March 01:30 in Dubai.
    const omar = await seedOrder({
      name: 'Omar Saleh',
      phone: '055 765 4321',
      date: '2026-03-09T21:30:00Z',
      items: [blowDry('2026-04-01T05:00:00Z'), cut('2026-04-01T06:00:00Z')],
    });
    // Wednesday 15 April; cancelled, so its slot is free again.
    const sara = await seedOrder({
      name: 'Sara Khan',
      phone: '0501112222',
      status: 'cancelled',
      date: '2026-04-15T10:00:00Z',
      items: [cut('2026-04-20T06:00:00Z')],
    });
    // 31 December 2025 in UTC, Thursday 1 January 2026 in Dubai; recorded by staff much later.
    const noor = await seedOrder({
      name: 'Layla Noor',
      email: 'noor@example.com',
      status: 'processing',
      date: '2025-12-31T22:00:00Z',
      createdAt: '2026-05-01T09:00:00Z',
      items: [blowDry('2026-01-02T08:00:00Z')],
    });
    return { layla: layla.id, omar: omar.id, sara: sara.id, noor: noor.id };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  const ids = (response: { json(): unknown }) => (response.json() as { _id: string }[]).map((order) => order._id);

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
    expect(await search(`#${o.omar.slice(-8)}`)).toEqual([o.omar]);
    expect(await search(`#${o.sara.slice(-8).toUpperCase()}`)).toEqual([o.sara]);
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

  describe('calendar and appointments', () => {
    /**
     * Wednesday 10 June 2026 in Dubai: five booked appointments of live orders, one of a cancelled order, and
     * one that starts on the 10th in UTC but on the 11th in Dubai.
     */
    async function june(salon: Salon) {
      const at = (therapist: 'elena' | 'sofia', service: 'cut' | 'blowDry', start: string, price = 200) => ({
        therapistId: salon[therapist]._id,
        serviceId: salon[service]._id,
        start,
        price,
      });
      const morning = await seedOrder({
        name: 'Mona Aziz',
        phone: '050 444 5555',
        date: '2026-06-01T08:00:00Z',
        items: [at('sofia', 'cut', '2026-06-10T05:00:00Z'), at('elena', 'blowDry', '2026-06-10T05:00:00Z', 110.5)],
      });
      const later = await seedOrder({
        name: 'Hind Saeed',
        phone: '0567778888',
        status: 'processing',
        date: '2026-06-02T08:00:00Z',
        items: [
          at('elena', 'cut', '2026-06-10T07:00:00Z'),
          at('sofia', 'cut', '2026-06-10T09:00:00Z'),
          at('elena', 'cut', '2026-06-10T11:00:00Z'),
        ],
      });
      const cancelled = await seedOrder({
        name: 'Gone Away',
        status: 'cancelled',
        date: '2026-06-03T08:00:00Z',
        items: [at('elena', 'cut', '2026-06-10T04:00:00Z')],
      });
      const lateNight = await seedOrder({
        name: 'Night Owl',
        status: 'completed',
        date: '2026-06-03T08:00:00Z',
        items: [at('sofia', 'blowDry', '2026-06-10T20:30:00Z', 110.5)],
      });
      return { morning, later, cancelled, lateNight };
    }

    it('gives each salon day with bookings its count and first three in start order', async () => {
      const salon = await smallSalon(ctx.app);
      const o = await june(salon);
      const response = await get('/api/orders/calendar?from=2026-05-31&to=2026-07-11', salon.admin);
      expect(response.statusCode, response.body).toBe(200);
      const days = response.json();
      expect(days.map((day: { date: string; count: number }) => [day.date, day.count])).toEqual([
        ['2026-06-10', 5],
        ['2026-06-11', 1],
      ]);
      // Two at 09:00 Dubai: Elena before Sofia; then Hind's 11:00.
      expect(days[0].appointments).toEqual([
        expect.objectContaining({
          itemId: o.morning.itemIds[1],
          orderId: o.morning.id,
          therapistName: 'Elena',
          serviceName: 'Blow-Dry',
          starttime: '2026-06-10T05:00:00.000Z',
          endtime: '2026-06-10T06:00:00.000Z',
          duration: 60,
          price: 110.5,
          reserved: true,
          status: 'pending',
          customerName: 'Mona Aziz',
          customerPhone: '050 444 5555',
        }),
        expect.objectContaining({ itemId: o.morning.itemIds[0], therapistName: 'Sofia' }),
        expect.objectContaining({ itemId: o.later.itemIds[0], status: 'processing' }),
      ]);
      expect(days[1].appointments).toEqual([expect.objectContaining({ itemId: o.lateNight.itemIds[0] })]);
      const oneDay = await get('/api/orders/calendar?from=2026-06-11&to=2026-06-11', salon.admin);
      expect(oneDay.json().map((day: { date: string }) => day.date)).toEqual(['2026-06-11']);
      expect((await get('/api/orders/calendar?from=2026-06-12&to=2026-06-30', salon.admin)).json()).toEqual([]);
    });

    it('lists booked appointments in start order with every filter, paged with the count', async () => {
      const salon = await smallSalon(ctx.app);
      const o = await june(salon);
      const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
      const upcoming = await seedOrder({
        name: 'Soon Coming',
        date: new Date().toISOString(),
        items: [{ therapistId: salon.elena._id, serviceId: salon.cut._id, start: soon, price: 200 }],
      });
      // Started half an hour ago and not yet ended: still upcoming for the reserved list.
      const inChair = await seedOrder({
        name: 'In Chair',
        date: new Date().toISOString(),
        items: [
          {
            therapistId: salon.sofia._id,
            serviceId: salon.cut._id,
            start: new Date(Date.now() - 30 * 60_000).toISOString(),
            price: 200,
          },
        ],
      });
      const items = async (query: string) =>
        (await get(`/api/orders/appointments?${query}`, salon.admin)).json().map((a: { itemId: string }) => a.itemId);
      const day = [o.morning.itemIds[1], o.morning.itemIds[0], ...o.later.itemIds];
      expect(await items('from=2026-06-10&to=2026-06-10')).toEqual(day);
      const all = await get('/api/orders/appointments', salon.admin);
      expect(all.headers[TOTAL_COUNT_HEADER]).toBe('8');
      expect(all.json().at(-1).itemId).toBe(upcoming.itemIds[0]);
      const second = await get('/api/orders/appointments?from=2026-06-10&to=2026-06-10&pageSize=2&page=2', salon.admin);
      expect(second.json().map((a: { itemId: string }) => a.itemId)).toEqual(day.slice(2, 4));
      expect(second.headers[TOTAL_COUNT_HEADER]).toBe('5');
      expect(await items(`from=2026-06-10&to=2026-06-10&therapistId=${salon.sofia._id}`)).toEqual([
        o.morning.itemIds[0],
        o.later.itemIds[1],
      ]);
      expect(await items(`serviceId=${salon.blowDry._id}`)).toEqual([o.morning.itemIds[1], o.lateNight.itemIds[0]]);
      expect(await items('customer=hind')).toEqual(o.later.itemIds);
      expect(await items('customer=444%205555')).toEqual([o.morning.itemIds[1], o.morning.itemIds[0]]);
      expect(await items('on=2026-06-11')).toEqual(o.lateNight.itemIds);
      expect(await items('on=Thursday%20June')).toEqual(o.lateNight.itemIds);
      expect(await items('on=nonsense')).toEqual([]);
      expect(await items('status=cancelled')).toEqual(o.cancelled.itemIds);
      expect(await items('status=completed')).toEqual(o.lateNight.itemIds);
      expect(await items('reservedOnly=true&from=2026-06-10&to=2026-06-10')).toEqual(day);
      expect(await items('when=upcoming')).toEqual([...inChair.itemIds, ...upcoming.itemIds]);
      expect(await items('when=all&to=2026-06-10')).toEqual(day);
    });
  });
});
