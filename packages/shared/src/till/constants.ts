/**
 * The till's vocabulary (issue 29). Later issues add payment methods here (deposits, gift cards): a method
 * is one word in this list, its label in the till's catalogue and, where money comes from a provider, its port.
 */
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The kinds of ledger row. A row is never edited: a price change is a `line-void` and a new `line`; a refund
 * refers to its payment; a discount to its line (or to none, for the whole sale).
 */
export const LEDGER_KINDS = ['line', 'line-void', 'discount', 'tip', 'payment', 'refund'] as const;
export type TLedgerKind = (typeof LEDGER_KINDS)[number];

/** Invoice series, each numbered 1…N without a gap: tax invoices (full or simplified), credit notes, receipts. */
export const INVOICE_SERIES = ['invoice', 'credit-note', 'receipt'] as const;
export type TInvoiceSeries = (typeof INVOICE_SERIES)[number];

export const INVOICE_KINDS = ['tax-invoice', 'simplified-tax-invoice', 'credit-note', 'receipt'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];

/** The UAE's standard rate, 5 %, in basis points (1 % = 100). */
export const UAE_STANDARD_VAT_BASIS_POINTS = 500;
/** A UAE Tax Registration Number: 15 digits. */
export const TRN_PATTERN = /^\d{15}$/;
/** Reasons, notes and references are short: what fits on a receipt line. */
export const TILL_REASON_MAX = 200;
export const TILL_REFERENCE_MAX = 64;
/** How many units one line may carry. */
export const MAX_LINE_QUANTITY = 99;
