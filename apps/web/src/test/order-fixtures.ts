import type { TOrder, TOrderItem } from '@salon/shared';
import { SERVICES, slot, THERAPISTS, uuid } from './catalog-fixtures';

/** Orders for the dashboard's tests; times are UTC (Dubai is UTC+4, no daylight saving). */
export function orderItem(n: number, starttime: string, price: number, duration = 60): TOrderItem {
  return {
    _id: uuid(5000 + n),
    price,
    outcome: null,
    appointmentId: slot(THERAPISTS.aisha, starttime, {
      duration,
      reserved: true,
      serviceId: { _id: SERVICES[0]!._id, name: SERVICES[0]!.name, imageUrl: null, price },
    }),
  };
}

export function order(n: number, overrides: Partial<TOrder> = {}): TOrder {
  const items = overrides.Orderitems ?? [orderItem(n, '2026-11-24T06:00:00.000Z', 150)];
  return {
    _id: `00000000-0000-4000-8000-0000abcd${String(n).padStart(4, '0')}`,
    user: { _id: uuid(300 + n), name: `Customer ${n}`, phone: '050 123 4567', email: `c${n}@example.com` },
    status: 'pending',
    date: '2026-11-20T08:00:00.000Z',
    total: items.reduce((sum, item) => sum + item.price, 0),
    createdAt: '2026-11-20T08:00:00.000Z',
    Orderitems: items,
    ...overrides,
  };
}
