import type { TInvoiceKind, TInvoiceSeries, TLedgerKind, TPaymentMethod } from '@salon/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { appointments, orders } from './bookings';
import { services, therapists } from './catalog';
import { createdAt } from './columns';

/**
 * The till (issue 29). Money is whole fils (integer), never numeric or float. `sale_entries` is the ledger:
 * rows are only ever added (triggers of migration 0021 refuse UPDATE and DELETE); a sale's totals are derived
 * from its rows (`saleFigures` in the shared package). Every row names who recorded it, by id and by name, so
 * the trail survives the deletion of a staff account.
 */

/** The shared vocabularies, written out: drizzle-kit reads this file without the workspace's packages. */
const LEDGER_KINDS = [
  'line',
  'line-void',
  'discount',
  'tip',
  'payment',
  'refund',
] as const satisfies readonly TLedgerKind[];
const PAYMENT_METHODS = ['cash', 'card'] as const satisfies readonly TPaymentMethod[];
const INVOICE_SERIES = ['invoice', 'credit-note', 'receipt'] as const satisfies readonly TInvoiceSeries[];
const INVOICE_KINDS = [
  'tax-invoice',
  'simplified-tax-invoice',
  'credit-note',
  'receipt',
] as const satisfies readonly TInvoiceKind[];
const _kindsMatch: TLedgerKind extends (typeof LEDGER_KINDS)[number] ? true : never = true;
const _methodsMatch: TPaymentMethod extends (typeof PAYMENT_METHODS)[number] ? true : never = true;

/** Who recorded a row: the account (null once deleted) and its name at the time. */
const recordedBy = () => ({
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name').notNull(),
});

/** One checkout of an order at the desk. An order has at most one sale not yet invoiced (the service keeps it so). */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The customer's own Tax Registration Number, when they give one: their invoice is then a full tax invoice. */
    customerTrn: text('customer_trn'),
    ...recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_order_idx').on(t.orderId),
    index('sales_created_idx').on(t.createdAt),
    check('sales_customer_trn_check', sql`${t.customerTrn} is null or ${t.customerTrn} ~ '^[0-9]{15}$'`),
  ],
);

export const saleEntries = pgTable(
  'sale_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountFils: integer('amount_fils').notNull(),
    quantity: integer('quantity'),
    unitPriceFils: integer('unit_price_fils'),
    /** A line's words as sold, in both languages (the invoice prints both). */
    description: text('description'),
    descriptionAr: text('description_ar'),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /**
     * A line's therapist, or the therapist a tip is for. A therapist the ledger names stays (restrict), as one
     * with appointments does: a tip's therapist is part of what was paid.
     */
    therapistId: uuid('therapist_id').references(() => therapists.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }),
    /** The card terminal's reference of a card payment. */
    reference: text('reference'),
    refersTo: uuid('refers_to').references((): AnyPgColumn => saleEntries.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    /** The salon's day the row counts on: today, or the next open day once today is closed. */
    businessDay: date('business_day').notNull(),
    /** The client's key of the request that wrote the row: a retry finds it instead of writing twice. */
    idempotencyKey: text('idempotency_key'),
    ...recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sale_entries_sale_idx').on(t.saleId, t.createdAt),
    index('sale_entries_day_idx').on(t.businessDay, t.kind),
    index('sale_entries_refers_idx').on(t.refersTo),
    // The audit trail pages the ledger newest first (GET /api/till/audit).
    index('sale_entries_created_idx').on(t.createdAt),
    index('sale_entries_tips_idx').on(t.therapistId, t.businessDay).where(sql`${t.kind} = 'tip'`),
    uniqueIndex('sale_entries_idempotency_idx').on(t.saleId, t.idempotencyKey),
    check('sale_entries_kind_check', sql`${t.kind} in ('line', 'line-void', 'discount', 'tip', 'payment', 'refund')`),
    check('sale_entries_method_check', sql`${t.method} is null or ${t.method} in ('cash', 'card')`),
    check(
      'sale_entries_amount_check',
      sql`${t.amountFils} between 0 and 100000000 and (${t.amountFils} > 0 or ${t.kind} in ('line', 'line-void'))`,
    ),
    check(
      'sale_entries_line_check',
      sql`${t.kind} <> 'line' or (${t.quantity} between 1 and 99 and ${t.unitPriceFils} >= 0 and ${t.amountFils} = ${t.quantity} * ${t.unitPriceFils} and ${t.description} is not null)`,
    ),
    check(
      'sale_entries_void_check',
      sql`${t.kind} <> 'line-void' or (${t.refersTo} is not null and ${t.reason} is not null)`,
    ),
    check('sale_entries_discount_check', sql`${t.kind} <> 'discount' or ${t.reason} is not null`),
    check('sale_entries_tip_check', sql`${t.kind} <> 'tip' or ${t.therapistId} is not null`),
    check('sale_entries_payment_check', sql`${t.kind} <> 'payment' or ${t.method} is not null`),
    check(
      'sale_entries_refund_check',
      sql`${t.kind} <> 'refund' or (${t.refersTo} is not null and ${t.method} is not null and ${t.reason} is not null)`,
    ),
  ],
);

/** The next number of each series, taken under the row's lock in the transaction that issues: no gap, no repeat. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series', { enum: INVOICE_SERIES }).primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/** Issued documents: frozen (`document`), never changed (migration 0021's triggers); a credit note refers to its invoice. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series', { enum: INVOICE_SERIES }).notNull(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    refersTo: uuid('refers_to').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** The refund a credit note records. */
    entryId: uuid('entry_id').references(() => saleEntries.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplyDate: date('supply_date').notNull(),
    /** Copied from the document for the lists and the month's VAT (a credit note's are positive too). */
    totalFils: integer('total_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    document: jsonb('document').notNull(),
    ...recordedBy(),
  },
  (t) => [
    uniqueIndex('invoices_series_number_idx').on(t.series, t.number),
    index('invoices_sale_idx').on(t.saleId),
    index('invoices_issued_idx').on(t.issuedAt),
    // A day's and a month's VAT read the documents of their supply dates (the Z report, the monthly report).
    index('invoices_supply_idx').on(t.supplyDate),
    check('invoices_number_check', sql`${t.number} >= 1`),
    check('invoices_credit_note_check', sql`(${t.kind} = 'credit-note') = (${t.refersTo} is not null)`),
  ],
);

/** The salon's VAT registration: one row (id 1). Invoices copy what they print, so a change never alters one. */
export const vatSettings = pgTable(
  'vat_settings',
  {
    id: smallint('id').primaryKey().default(1),
    registered: boolean('registered').notNull().default(false),
    trn: text('trn'),
    rateBasisPoints: integer('rate_basis_points').notNull().default(500),
    legalNameEn: text('legal_name_en').notNull().default(''),
    legalNameAr: text('legal_name_ar').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    ...recordedBy(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vat_settings_single_check', sql`${t.id} = 1`),
    check('vat_settings_trn_check', sql`${t.trn} is null or ${t.trn} ~ '^[0-9]{15}$'`),
    check('vat_settings_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`),
    check('vat_settings_registered_check', sql`not ${t.registered} or ${t.trn} is not null`),
  ],
);

/** A closed day (Z report): frozen; no ledger row may count on it afterwards (migration 0021's trigger). */
export const dayCloses = pgTable(
  'day_closes',
  {
    businessDay: date('business_day').primaryKey(),
    cashExpectedFils: integer('cash_expected_fils').notNull(),
    cashCountedFils: integer('cash_counted_fils').notNull(),
    note: text('note'),
    /** The Z report as it was at the close. */
    report: jsonb('report').notNull(),
    ...recordedBy(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('day_closes_counted_check', sql`${t.cashCountedFils} >= 0`)],
);

/**
 * What the till's people did besides moving money (the ledger says that): VAT settings changed, a receipt
 * sent, a day closed, a customer's TRN set. Append-only, like the ledger.
 */
export const tillAudit = pgTable(
  'till_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    saleId: uuid('sale_id').references(() => sales.id, { onDelete: 'restrict' }),
    detail: jsonb('detail').notNull().default({}),
    reason: text('reason'),
    ...recordedBy(),
    createdAt: createdAt(),
  },
  (t) => [index('till_audit_created_idx').on(t.createdAt), index('till_audit_sale_idx').on(t.saleId)],
);
