import { saleFigures, type TLedgerEntry, type TSale } from '@salon/shared';
import type { z } from 'zod';
import type { BadgeTone } from '@/components/ui/StatusBadge';
import { type AmountProblem, type ParsedAmount, parseAedAmount } from '@/lib/aed-amount';
import { tillText as t } from './till-messages';

/** A line still on the sale, with the discounts given on it. */
export interface SaleLine {
  entry: TLedgerEntry;
  discounts: TLedgerEntry[];
}

/** A payment with its refunds and what is left to refund of it. */
export interface SalePayment {
  entry: TLedgerEntry;
  refunds: TLedgerEntry[];
  refundableFils: number;
}

export interface SaleView {
  lines: SaleLine[];
  /** Discounts on the whole sale. */
  saleDiscounts: TLedgerEntry[];
  tips: TLedgerEntry[];
  payments: SalePayment[];
  /** Issued its tax invoice or receipt: it takes no new line, discount or void (a refund makes a credit note). */
  invoiced: boolean;
}

/**
 * The sale's ledger arranged for the desk: which lines are still on it, what each payment can still give back.
 * The money figures themselves are the server's (`sale.figures`); the shared `saleFigures` is asked only for
 * the lines still on the sale and the refundable part of each payment, the same rule the server applies.
 */
export function saleView(sale: TSale): SaleView {
  const derived = saleFigures(sale.entries.map((entry) => ({ ...entry, id: entry._id })));
  const active = new Set(derived.activeLineIds);
  const byKind = (kind: TLedgerEntry['kind']) => sale.entries.filter((entry) => entry.kind === kind);
  const discounts = byKind('discount');
  const refunds = byKind('refund');
  return {
    lines: byKind('line')
      .filter((entry) => active.has(entry._id))
      .map((entry) => ({ entry, discounts: discounts.filter((discount) => discount.refersTo === entry._id) })),
    saleDiscounts: discounts.filter((discount) => discount.refersTo === null),
    tips: byKind('tip'),
    payments: byKind('payment').map((entry) => ({
      entry,
      refunds: refunds.filter((refund) => refund.refersTo === entry._id),
      refundableFils: derived.refundableByPayment.get(entry._id) ?? 0,
    })),
    invoiced: sale.invoices.some((invoice) => invoice.kind !== 'credit-note'),
  };
}

export const STATUS_TONES: Record<TSale['status'], BadgeTone> = {
  empty: 'neutral',
  open: 'warning',
  'part-paid': 'info',
  paid: 'success',
  refunded: 'muted',
};

export const statusLabel = (status: TSale['status']): string =>
  ({
    empty: t.statusEmpty,
    open: t.statusOpen,
    'part-paid': t.statusPartPaid,
    paid: t.statusPaid,
    refunded: t.statusRefunded,
  })[status]();

export const methodLabel = (method: string | null): string => (method === 'card' ? t.methodCard() : t.methodCash());

export const invoiceKindLabel = (kind: TSale['invoices'][number]['kind']): string =>
  ({
    'tax-invoice': t.kindTaxInvoice,
    'simplified-tax-invoice': t.kindSimplifiedTaxInvoice,
    'credit-note': t.kindCreditNote,
    receipt: t.kindReceipt,
  })[kind]();

const AMOUNT_PROBLEMS: Record<AmountProblem, () => string> = {
  empty: t.amountEmpty,
  format: t.amountFormat,
  decimals: t.amountDecimals,
  negative: t.amountNegative,
  tooLarge: t.amountTooLarge,
};

/**
 * A typed amount as fils, or the sentence that says what is wrong with it. Only a price may be zero (a line
 * given free); money taken, given back or discounted is more than nothing.
 */
export function readAmount(
  text: string,
  { allowZero = false } = {},
): { fils: number; error?: undefined } | { fils?: undefined; error: string } {
  const parsed: ParsedAmount = parseAedAmount(text);
  if (!parsed.ok) return { error: AMOUNT_PROBLEMS[parsed.problem]() };
  if (parsed.fils === 0 && !allowZero) return { error: t.amountZero() };
  return { fils: parsed.fils };
}

/**
 * The shared schema's messages for a request about to be sent, by field (the first of each); empty when it is
 * valid. The idempotency key is the client's own, made when the request is sent, so it is not checked here.
 */
export function requestProblems(schema: z.ZodType, request: object): Record<string, string> {
  const result = schema.safeParse({ idempotencyKey: 'made-when-sent', ...request });
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}
