import { z } from 'zod';
import {
  INVOICE_KINDS,
  LEDGER_KINDS,
  MAX_LINE_QUANTITY,
  PAYMENT_METHODS,
  TILL_REASON_MAX,
  TILL_REFERENCE_MAX,
  TRN_PATTERN,
} from '../till/constants';
import { MAX_ENTRY_FILS } from '../till/money';
import { ZPageQuery } from './admin-lists';
import { ZId } from './common';
import { tillIssues as t } from './issue-texts';

/**
 * The till's API (issue 29). Every amount is whole fils (AED × 100), an integer; every change of money
 * names its reason where the ledger asks for one.
 */

const fils = () => z.number(t.amountWhole).int(t.amountWhole).max(MAX_ENTRY_FILS, t.amountTooLarge);
export const ZPositiveFils = fils().min(1, t.amountPositive);
const reason = z.string(t.reasonRequired).trim().min(1, t.reasonRequired).max(TILL_REASON_MAX, t.reasonMax);
const optionalReference = z.string().trim().max(TILL_REFERENCE_MAX, t.referenceMax).optional();
/**
 * The client's key of a request that moves money: a retry with the same key answers what the first did and
 * records nothing twice (a double tap, a timeout on a slow phone).
 */
const idempotencyKey = z.string(t.keyRequired).trim().min(8, t.keyRequired).max(100, t.keyRequired);

export const ZPaymentMethod = z.enum(PAYMENT_METHODS, t.methodInvalid);
export const ZLedgerKind = z.enum(LEDGER_KINDS);
export const ZTrn = z.string(t.trnFormat).trim().regex(TRN_PATTERN, t.trnFormat);
export const ZBusinessDay = z.string(t.dayFormat).regex(/^\d{4}-\d{2}-\d{2}$/, t.dayFormat);

/** A line added at the desk: a service of the catalogue (its price unless changed) or a product / custom line. */
export const ZAddLineRequest = z.object({
  serviceId: ZId.optional(),
  description: z
    .string(t.descriptionRequired)
    .trim()
    .min(1, t.descriptionRequired)
    .max(100, t.descriptionMax)
    .optional(),
  quantity: z
    .number(t.quantityRange)
    .int(t.quantityRange)
    .min(1, t.quantityRange)
    .max(MAX_LINE_QUANTITY, t.quantityRange),
  /** VAT-inclusive; for a service, omit it to take the catalogue's (discounted) price. */
  unitPriceFils: fils().min(0, t.priceNotNegative).optional(),
  therapistId: ZId.optional(),
  /** Required when the unit price differs from the catalogue's. */
  reason: reason.optional(),
  idempotencyKey,
});
export type TAddLineRequest = z.infer<typeof ZAddLineRequest>;

/** A new price for a line: the old line is voided and a new one written, both with the reason. */
export const ZChangePriceRequest = z.object({
  unitPriceFils: fils().min(0, t.priceNotNegative),
  reason,
  idempotencyKey,
});
export const ZVoidRequest = z.object({ reason, idempotencyKey });

/** A discount on one line or, without `lineId`, on the whole sale; as a percentage or an amount. */
export const ZDiscountRequest = z
  .object({
    lineId: ZId.optional(),
    percent: z.number(t.percentRange).int(t.percentRange).min(1, t.percentRange).max(100, t.percentRange).optional(),
    amountFils: ZPositiveFils.optional(),
    reason,
    idempotencyKey,
  })
  .refine((body) => (body.percent === undefined) !== (body.amountFils === undefined), {
    ...t.discountOneOf,
    path: ['percent'],
  });
export type TDiscountRequest = z.infer<typeof ZDiscountRequest>;

export const ZTipRequest = z.object({ therapistId: ZId, amountFils: ZPositiveFils, idempotencyKey });
export type TTipRequest = z.infer<typeof ZTipRequest>;

export const ZPaymentRequest = z.object({
  method: ZPaymentMethod,
  amountFils: ZPositiveFils,
  /** The card terminal's reference; none for cash. */
  reference: optionalReference,
  idempotencyKey,
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

export const ZRefundRequest = z.object({ amountFils: ZPositiveFils, reason, idempotencyKey });
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZCustomerTrnRequest = z.object({ trn: ZTrn.nullable() });
export const ZSendReceiptRequest = z.object({ email: z.email().optional() });

/** One row of the ledger as the dashboard shows it. */
export const ZLedgerEntry = z.object({
  _id: z.string(),
  kind: ZLedgerKind,
  amountFils: z.number(),
  quantity: z.number().nullable(),
  unitPriceFils: z.number().nullable(),
  description: z.string().nullable(),
  serviceId: z.string().nullable(),
  therapistId: z.string().nullable(),
  therapistName: z.string().nullable(),
  method: ZPaymentMethod.nullable(),
  reference: z.string().nullable(),
  refersTo: z.string().nullable(),
  reason: z.string().nullable(),
  businessDay: z.string(),
  recordedByName: z.string(),
  createdAt: z.string(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZSaleStatus = z.enum(['empty', 'open', 'part-paid', 'paid', 'refunded']);

export const ZInvoiceSummary = z.object({
  _id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** As printed: 'INV-000123', 'CN-000004', 'RCT-000042'. */
  number: z.string(),
  issuedAt: z.string(),
  totalFils: z.number(),
  vatFils: z.number(),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** A sale with its ledger and the figures derived from it (never stored). */
export const ZSale = z.object({
  _id: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  customerTrn: z.string().nullable(),
  status: ZSaleStatus,
  entries: z.array(ZLedgerEntry),
  figures: z.object({
    linesFils: z.number(),
    discountsFils: z.number(),
    supplyFils: z.number(),
    tipsFils: z.number(),
    paymentsFils: z.number(),
    refundsFils: z.number(),
    receivedFils: z.number(),
    dueFils: z.number(),
  }),
  /** The tax invoice or receipt (once paid) and any credit notes. */
  invoices: z.array(ZInvoiceSummary),
  createdAt: z.string(),
});
export type TSale = z.infer<typeof ZSale>;
export const ZOrderSales = z.object({ sales: z.array(ZSale) });

/** The VAT settings page (admin). Prices stay VAT-inclusive; the invoice shows the VAT within. */
export const ZVatSettings = z
  .object({
    registered: z.boolean(),
    trn: ZTrn.nullable(),
    /** Basis points: 500 is the UAE's 5 %. */
    rateBasisPoints: z.number(t.rateRange).int(t.rateRange).min(0, t.rateRange).max(10_000, t.rateRange),
    legalNameEn: z.string().trim().max(120),
    legalNameAr: z.string().trim().max(120),
    addressEn: z.string().trim().max(300),
    addressAr: z.string().trim().max(300),
  })
  .refine((value) => !value.registered || value.trn !== null, { ...t.trnRequired, path: ['trn'] })
  .refine((value) => !value.registered || (value.legalNameEn !== '' && value.legalNameAr !== ''), {
    ...t.legalNameRequired,
    path: ['legalNameEn'],
  })
  .refine((value) => !value.registered || (value.addressEn !== '' && value.addressAr !== ''), {
    ...t.addressRequired,
    path: ['addressEn'],
  });
export type TVatSettings = z.infer<typeof ZVatSettings>;

/**
 * An issued document as it was issued: frozen in the database and never changed. The printable page and the
 * PDF render it; both languages are in it, side by side.
 */
export const ZInvoiceDocument = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  /** The date of supply: the business day of the sale's services. */
  supplyDate: z.string(),
  seller: z.object({
    nameEn: z.string(),
    nameAr: z.string(),
    addressEn: z.string(),
    addressAr: z.string(),
    trn: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), trn: z.string().nullable() }),
  /** For a credit note: the invoice it corrects. */
  refersToNumber: z.string().nullable(),
  reason: z.string().nullable(),
  rateBasisPoints: z.number(),
  lines: z.array(
    z.object({
      descriptionEn: z.string(),
      descriptionAr: z.string(),
      quantity: z.number(),
      unitPriceFils: z.number(),
      discountFils: z.number(),
      grossFils: z.number(),
      vatFils: z.number(),
      netFils: z.number(),
    }),
  ),
  /** Tips to named therapists: outside the scope of VAT (docs/decisions.md), listed apart. */
  tipsFils: z.number(),
  totals: z.object({ netFils: z.number(), vatFils: z.number(), grossFils: z.number(), discountFils: z.number() }),
  payments: z.array(z.object({ method: ZPaymentMethod, amountFils: z.number() })),
});
export type TInvoiceDocument = z.infer<typeof ZInvoiceDocument>;

export const ZInvoice = ZInvoiceSummary.extend({ saleId: z.string(), orderId: z.string(), document: ZInvoiceDocument });
export type TInvoice = z.infer<typeof ZInvoice>;

/** One of the customer's own documents in their list (GET /api/me/invoices), with the order it is for. */
export const ZMyInvoice = ZInvoiceSummary.extend({ orderId: z.string() });
export const ZMyInvoicesQuery = ZPageQuery;
/** The customer's documents, newest first, one page at a time. */
export const ZMyInvoices = z.object({
  items: z.array(ZMyInvoice),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TMyInvoices = z.infer<typeof ZMyInvoices>;
/** A receipt mailed (POST /api/sales/:id/receipt): where it went. */
export const ZReceiptSent = z.object({ sentTo: z.string() });

/** The day's close (Z report). */
export const ZCloseDayRequest = z.object({
  cashCountedFils: fils().min(0, t.countedNotNegative),
  note: z.string().trim().max(TILL_REASON_MAX, t.noteMax).optional(),
});
export const ZDayReport = z.object({
  day: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  salesFils: z.number(),
  discountsFils: z.number(),
  refundsFils: z.number(),
  tipsFils: z.number(),
  tipsByTherapist: z.array(z.object({ therapistId: z.string().nullable(), name: z.string(), tipsFils: z.number() })),
  paymentsByMethod: z.array(z.object({ method: ZPaymentMethod, paymentsFils: z.number(), refundsFils: z.number() })),
  cashExpectedFils: z.number(),
  cashCountedFils: z.number().nullable(),
  cashDifferenceFils: z.number().nullable(),
  note: z.string().nullable(),
  vatFils: z.number(),
  invoices: z.number(),
});
export type TDayReport = z.infer<typeof ZDayReport>;
