import { TOTAL_COUNT_HEADER } from '@salon/shared';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { describe, expect, it } from 'vitest';
import { ordersListFixtures, type Salon } from './lists.fixtures';

// Same outer name as lists.test.ts, so each test keeps its full name from before the split.
describe.each(databaseKinds)('the dashboard lists of orders on %s', (kind) => {
  const ctx = useTestApp(kind);
  const { seedOrder, get } = ordersListFixtures(ctx);

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
