import type { TOrder } from '@salon/shared';

/** The left edge of an appointment chip in the calendar, in the order's status colour (admin spec §4). */
export const STATUS_ACCENT: Partial<Record<TOrder['status'], string>> = {
  pending: 'border-l-amber-500',
  completed: 'border-l-emerald-600',
};
