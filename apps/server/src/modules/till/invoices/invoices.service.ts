import {
  invoiceFigures,
  saleFigures,
  type TInvoice,
  type TInvoiceDocument,
  type TInvoiceKind,
  type TInvoiceSeries,
  type TPaymentMethod,
  type TVatSettings,
  vatWithin,
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

const sellerOf = (vat: TVatSettings): TInvoiceDocument['seller'] => ({
  nameEn: vat.legalNameEn,
  nameAr: vat.legalNameAr,
  addressEn: vat.addressEn,
  addressAr: vat.addressAr,
  trn: vat.registered ? vat.trn : null,
});

/** What an invoice is about: the sale as it is once paid, and the moment and day of the paying row. */
export interface InvoiceSubject {
  sale: SaleRow;
  /** Every row of the sale, those written in this transaction included. */
  rows: EntryRow[];
  day: string;
  principal: Principal;
}

/**
 * The document of a paid sale, from its active lines: the sale-wide discount spread over the lines, the VAT
 * worked out once on the total (`invoiceFigures`); tips listed apart, outside VAT. A salon not registered
 * for VAT issues a receipt without VAT.
 */
export function invoiceDocument(
  subject: InvoiceSubject,
  vat: TVatSettings,
  number: string,
  issuedAt: Date,
): TInvoiceDocument {
  const figures = saleFigures(subject.rows);
  const lines = figures.activeLineIds.map((id) => subject.rows.find((row) => row.id === id)!);
  const discountOn = (lineId: string | null) =>
    subject.rows
      .filter((row) => row.kind === 'discount' && row.refersTo === lineId)
      .reduce((sum, row) => sum + row.amountFils, 0);
  const rate = vat.registered ? vat.rateBasisPoints : 0;
  const computed = invoiceFigures(
    lines.map((line) => ({ amountFils: line.amountFils, lineDiscountFils: discountOn(line.id) })),
    discountOn(null),
    rate,
  );
  const kind: TInvoiceKind = !vat.registered
    ? 'receipt'
    : subject.sale.customerTrn
      ? 'tax-invoice'
      : 'simplified-tax-invoice';
  return {
    kind,
    number,
    issuedAt: issuedAt.toISOString(),
    supplyDate: subject.day,
    seller: sellerOf(vat),
    customer: { name: subject.sale.customerName, trn: vat.registered ? subject.sale.customerTrn : null },
    refersToNumber: null,
    reason: null,
    rateBasisPoints: rate,
    lines: lines.map((line, index) => ({
      descriptionEn: line.description ?? '',
      descriptionAr: line.descriptionAr ?? line.description ?? '',
      quantity: line.quantity ?? 1,
      unitPriceFils: line.unitPriceFils ?? line.amountFils,
      ...computed.lines[index]!,
    })),
    tipsFils: figures.tipsFils,
    totals: {
      netFils: computed.netFils,
      vatFils: computed.vatFils,
      grossFils: computed.grossFils,
      discountFils: computed.discountFils,
    },
    payments: subject.rows
      .filter((row) => row.kind === 'payment')
      .map((row) => ({ method: row.method as TPaymentMethod, amountFils: row.amountFils })),
  };
}

/**
 * Issues the sale's tax invoice (or receipt) inside the transaction of the payment that made it paid: the
 * number taken from its series under the counter's lock, the document frozen as it is now.
 */
export async function issueInvoice(tx: Executor, subject: InvoiceSubject): Promise<string> {
  const vat = await vatSettingsOf(tx);
  const series: TInvoiceSeries = vat.registered ? 'invoice' : 'receipt';
  const number = await repository.takeNumber(tx, series);
  const issuedAt = new Date();
  const document = invoiceDocument(subject, vat, printedNumber(series, number), issuedAt);
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

/**
 * A credit note for a refund of an invoiced sale. The refund comes off the supply the invoice charged until
 * that is used up (the VAT within it, at the invoice's rate), and what is beyond, off its tips.
 */
export async function issueCreditNote(tx: Executor, subject: CreditSubject): Promise<string> {
  const original = subject.invoiceDocument;
  const number = await repository.takeNumber(tx, 'credit-note');
  const issuedAt = new Date();
  const supplyLeft = Math.max(0, original.totals.grossFils - subject.creditedFils);
  const grossFils = Math.min(subject.refund.amountFils, supplyLeft);
  const vatFils = vatWithin(grossFils, original.rateBasisPoints);
  const refersToNumber = printedNumber(subject.invoice.series, subject.invoice.number);
  const document: TInvoiceDocument = {
    kind: 'credit-note',
    number: printedNumber('credit-note', number),
    issuedAt: issuedAt.toISOString(),
    supplyDate: subject.day,
    seller: original.seller,
    customer: { name: subject.sale.customerName, trn: original.customer.trn },
    refersToNumber,
    reason: subject.refund.reason,
    rateBasisPoints: original.rateBasisPoints,
    lines:
      grossFils > 0
        ? [
            {
              descriptionEn: `Refund on ${refersToNumber}`,
              descriptionAr: `استرداد على ${refersToNumber}`,
              quantity: 1,
              unitPriceFils: grossFils,
              discountFils: 0,
              grossFils,
              vatFils,
              netFils: grossFils - vatFils,
            },
          ]
        : [],
    tipsFils: subject.refund.amountFils - grossFils,
    totals: { netFils: grossFils - vatFils, vatFils, grossFils, discountFils: 0 },
    payments: [{ method: subject.refund.method, amountFils: subject.refund.amountFils }],
  };
  return repository.insertInvoice(tx, {
    series: 'credit-note',
    number,
    kind: 'credit-note',
    saleId: subject.sale.id,
    refersTo: subject.invoice.id,
    entryId: subject.refund.id,
    issuedAt,
    supplyDate: subject.day,
    totalFils: grossFils,
    vatFils,
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
