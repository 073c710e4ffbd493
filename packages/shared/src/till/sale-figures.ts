import type { TLedgerKind, TPaymentMethod } from './constants';

/** What the arithmetic needs of a ledger row (the database's `sale_entries`; the API's `ZLedgerEntry`). */
export interface LedgerRow {
  id: string;
  kind: TLedgerKind;
  amountFils: number;
  /** line-void → the line; discount → the line, or null for the whole sale; refund → the payment. */
  refersTo: string | null;
  method?: TPaymentMethod | null;
  therapistId?: string | null;
}

export type TSaleStatus = 'empty' | 'open' | 'part-paid' | 'paid' | 'refunded';

export interface SaleFigures {
  /** The lines still on the sale (not voided), before any discount. */
  linesFils: number;
  /** Discounts on those lines and on the whole sale. */
  discountsFils: number;
  /** What the services and products come to: lines − discounts. VAT is within this figure. */
  supplyFils: number;
  tipsFils: number;
  paymentsFils: number;
  refundsFils: number;
  /** payments − refunds: what the salon keeps. */
  receivedFils: number;
  /** supply + tips − payments: never below zero (the service refuses anything that would make it so). */
  dueFils: number;
  status: TSaleStatus;
  /** Per payment: what can still be refunded of it. */
  refundableByPayment: Map<string, number>;
  /** Lines still on the sale, in the order they were added. */
  activeLineIds: string[];
}

/**
 * A sale's figures, derived from its ledger rows alone (issue 29: totals are derived, never stored). Refunds
 * take money back and the same amount off the sale's value, so they leave `dueFils` unchanged.
 */
export function saleFigures(rows: readonly LedgerRow[]): SaleFigures {
  const voided = new Set(rows.filter((row) => row.kind === 'line-void').map((row) => row.refersTo));
  const activeLineIds = rows.filter((row) => row.kind === 'line' && !voided.has(row.id)).map((row) => row.id);
  const active = new Set(activeLineIds);
  let linesFils = 0;
  let discountsFils = 0;
  let tipsFils = 0;
  let paymentsFils = 0;
  let refundsFils = 0;
  const refundableByPayment = new Map<string, number>();
  for (const row of rows) {
    switch (row.kind) {
      case 'line':
        if (active.has(row.id)) linesFils += row.amountFils;
        break;
      case 'discount':
        if (row.refersTo === null || active.has(row.refersTo)) discountsFils += row.amountFils;
        break;
      case 'tip':
        tipsFils += row.amountFils;
        break;
      case 'payment':
        paymentsFils += row.amountFils;
        refundableByPayment.set(row.id, (refundableByPayment.get(row.id) ?? 0) + row.amountFils);
        break;
      case 'refund':
        refundsFils += row.amountFils;
        if (row.refersTo)
          refundableByPayment.set(row.refersTo, (refundableByPayment.get(row.refersTo) ?? 0) - row.amountFils);
        break;
      case 'line-void':
        break;
    }
  }
  const supplyFils = linesFils - discountsFils;
  const dueFils = supplyFils + tipsFils - paymentsFils;
  const receivedFils = paymentsFils - refundsFils;
  return {
    linesFils,
    discountsFils,
    supplyFils,
    tipsFils,
    paymentsFils,
    refundsFils,
    receivedFils,
    dueFils,
    status: saleStatus(activeLineIds.length, dueFils, paymentsFils, refundsFils),
    refundableByPayment,
    activeLineIds,
  };
}

/** Empty means nothing on it at all: a sale with only a tip still has money due, so it is open. */
function saleStatus(lines: number, due: number, payments: number, refunds: number): TSaleStatus {
  if (lines === 0 && payments === 0 && due === 0) return 'empty';
  if (refunds > 0 && refunds === payments) return 'refunded';
  if (due === 0) return 'paid';
  return payments > 0 ? 'part-paid' : 'open';
}
