import type { TInvoiceSeries } from '@salon/shared';

const PREFIX: Record<TInvoiceSeries, string> = { invoice: 'INV', 'credit-note': 'CN', receipt: 'RCT' };

/** An invoice's number as printed: INV-000001, CN-000001, RCT-000001 (six digits, more once past a million). */
export const printedNumber = (series: TInvoiceSeries, number: number) =>
  `${PREFIX[series]}-${String(number).padStart(6, '0')}`;
