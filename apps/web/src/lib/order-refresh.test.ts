import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterBooking, invalidateOrders } from './order-refresh';
import { adminOrderKeys, adminUserKeys, catalogKeys, overviewKeys } from './query-keys';

/** Every paged and ranged read an order change may touch, with one cached answer each. */
function cachedReads() {
  const queryClient = new QueryClient();
  const keys = {
    ordersPage: adminOrderKeys.list({ status: 'pending', page: 2 }),
    calendar: overviewKeys.calendar({ from: '2025-06-01', to: '2025-07-05' }),
    today: overviewKeys.appointments({ from: '2025-06-10', to: '2025-06-10', reservedOnly: true }),
    reserved: overviewKeys.appointments({ reservedOnly: true, when: 'upcoming', page: 1 }),
    usersPage: adminUserKeys.list({ q: 'noor', page: 1 }),
    customers: overviewKeys.customers({ q: 'lay', role: 'user' }),
    userHistory: adminUserKeys.detailPage('u1', { page: 2, pageSize: 20 }),
    order: adminOrderKeys.detail('o1'),
    report: overviewKeys.monthlyReport('2025-06'),
    therapistSlots: [...catalogKeys.therapist('t1'), { from: '2025-06-10', to: '2025-07-07' }],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });
  const stale = () =>
    Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]),
    );
  return { queryClient, stale };
}

describe('invalidation after order changes', () => {
  it('an order change marks every page, range and history of orders stale', () => {
    const { queryClient, stale } = cachedReads();
    invalidateOrders(queryClient, { slots: true });
    expect(stale()).toEqual({
      ordersPage: true,
      calendar: true,
      today: true,
      reserved: true,
      usersPage: true,
      customers: true,
      userHistory: true,
      order: true,
      report: true,
      therapistSlots: true,
    });
  });

  it('a manual booking does the same', () => {
    const { queryClient, stale } = cachedReads();
    invalidateAfterBooking(queryClient);
    expect(Object.values(stale()).every(Boolean)).toBe(true);
  });
});
