import type { TOrder } from '@salon/shared';

/** The start edge (left, right in Arabic) of an appointment chip in the calendar, in the order's status colour (admin spec §4). */
export const STATUS_ACCENT: Partial<Record<TOrder['status'], string>> = {
  pending: 'border-s-amber-500',
  completed: 'border-s-emerald-600',
};
