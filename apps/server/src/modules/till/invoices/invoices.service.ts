import {
  creditNoteDocument,
  invoiceDocument,
  type TInvoice,
  type TInvoiceDocument,
  type TInvoiceSeries,
  type TPaymentMethod,
  type TVatSettings,
} from '@salon/shared';
import type { Executor } from '@/db/client';
import type { Principal } from '@/lib/principal';
import { recordedByOf } from '../till.deps';
import type { EntryRow, SaleRow } from '../till.repository';
import * as repository from './invoices.repository';
import { printedNumber } from './numbers';

/** The migration's row, for a database whose row was never written (tests that empty the tables). */
const UNREGISTERED: TVatSettings = {
  registered: false,
  trn: null,
  rateBasisPoints: 500,
  legalNameEn: '',
  legalNameAr: '',
  addressEn: '',
  addressAr: '',
};

export async function vatSettingsOf(db: Executor, options?: { lock?: boolean }): Promise<TVatSettings> {
  const row = await repository.readVatSettings(db, options);
  if (!row) return UNREGISTERED;
  const { registered, trn, rateBasisPoints, legalNameEn, legalNameAr, addressEn, addressAr } = row;
  return { registered, trn, rateBasisPoints, legalNameEn, legalNameAr, addressEn, addressAr };
}

/** What an invoice is about: the sale as it is once paid, and the moment and day of the paying row. */
export interface InvoiceSubject {
  sale: SaleRow;
  /** Every row of the sale, those written in this transaction included. */
  rows: EntryRow[];
  day: string;
  principal: Principal;
}

/**
 * Issues the sale's tax invoice (or receipt) inside the transaction of the change that made it paid: the
 * number taken from its series under the counter's lock, the document (`invoiceDocument`) frozen as it is now.
 */
export async function issueInvoice(tx: Executor, subject: InvoiceSubject): Promise<string> {
  const vat = await vatSettingsOf(tx);
  const series: TInvoiceSeries = vat.registered ? 'invoice' : 'receipt';
  const number = await repository.takeNumber(tx, series);
  const issuedAt = new Date();
  const document = invoiceDocument({
    rows: subject.rows,
    vat,
    customer: { name: subject.sale.customerName, trn: subject.sale.customerTrn },
    number: printedNumber(series, number),
    issuedAt,
    supplyDate: subject.day,
  });
  return repository.insertInvoice(tx, {
    series,
    number,
    kind: document.kind,
    saleId: subject.sale.id,
    issuedAt,
    supplyDate: subject.day,
    totalFils: document.totals.grossFils,
    vatFils: document.totals.vatFils,
    document,
    ...recordedByOf(subject.principal),
  });
}

export interface CreditSubject {
  sale: SaleRow;
  /** The sale's invoice (or receipt) the refund corrects. */
  invoice: { id: string; series: TInvoiceSeries; number: number };
  invoiceDocument: TInvoiceDocument;
  /** What earlier credit notes of this invoice took back of its supply. */
  creditedFils: number;
  refund: { id: string; amountFils: number; method: TPaymentMethod; reason: string };
  day: string;
  principal: Principal;
}

/** A credit note for a refund of an invoiced sale (`creditNoteDocument`), numbered in its own series. */
export async function issueCreditNote(tx: Executor, subject: CreditSubject): Promise<string> {
  const number = await repository.takeNumber(tx, 'credit-note');
  const issuedAt = new Date();
  const document = creditNoteDocument({
    original: subject.invoiceDocument,
    creditedFils: subject.creditedFils,
    refund: subject.refund,
    customerName: subject.sale.customerName,
    number: printedNumber('credit-note', number),
    issuedAt,
    supplyDate: subject.day,
  });
  return repository.insertInvoice(tx, {
    series: 'credit-note',
    number,
    kind: 'credit-note',
    saleId: subject.sale.id,
    refersTo: subject.invoice.id,
    entryId: subject.refund.id,
    issuedAt,
    supplyDate: subject.day,
    totalFils: document.totals.grossFils,
    vatFils: document.totals.vatFils,
    document,
    ...recordedByOf(subject.principal),
  });
}

/** A sale's invoices and credit notes with their documents (for other modules: the documents' pages). */
export async function invoicesOfSale(db: Executor, saleId: string): Promise<TInvoice[]> {
  const rows = await repository.listFullInvoices(db, [saleId]);
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    number: printedNumber(row.series, row.number),
    issuedAt: row.issuedAt.toISOString(),
    totalFils: row.totalFils,
    vatFils: row.vatFils,
    saleId: row.saleId,
    orderId: row.orderId,
    document: row.document as TInvoiceDocument,
  }));
}
