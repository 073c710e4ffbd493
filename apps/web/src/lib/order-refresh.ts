import type { QueryClient } from '@tanstack/react-query';
import { adminOrderKeys, adminUserKeys, catalogKeys, overviewKeys } from './query-keys';

/**
 * What an order change refreshes, named by the keys in query-keys.ts: the feature that changes an order (or a
 * user whose bookings go with them) refreshes the other features' views of it without importing them.
 */

/**
 * An order change shows on the orders list, the order, the customer's history and, when slots are taken or
 * freed, on the catalog's slot lists. `gone` names an order just deleted: its page is still on screen until
 * the navigation away, so it is only marked stale, not refetched into a 404.
 */
export function invalidateOrders(queryClient: QueryClient, options: { slots?: boolean; gone?: string } = {}) {
  const goneKey = options.gone ? adminOrderKeys.detail(options.gone) : null;
  for (const queryKey of [adminOrderKeys.all, adminOrderKeys.details, adminUserKeys.all, adminUserKeys.details]) {
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => !goneKey || query.queryKey.join('/') !== goneKey.join('/'),
    });
  }
  if (goneKey) void queryClient.invalidateQueries({ queryKey: goneKey, exact: true, refetchType: 'none' });
  // The Overview tab's calendar and appointment lists sit under adminOrderKeys.all; its reports apart.
  void queryClient.invalidateQueries({ queryKey: overviewKeys.reports });
  if (options.slots) {
    void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
  }
}

/** A booking changes the orders, the bookable slots, the therapists' counts and the month's figures. */
export function invalidateAfterBooking(queryClient: QueryClient) {
  // The Orders and Users tabs, the calendar, the appointment lists and a user's order history all sit
  // under ['dashboard', …].
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
  void queryClient.invalidateQueries({ queryKey: overviewKeys.reports });
}
