import {
  invoiceFigures,
  type LedgerRow,
  saleFigures,
  type TInvoiceDocument,
  type TPaymentMethod,
  vatWithin,
} from '@salon/shared';
import type { saleEntries } from './schema';
import { DEMO_VAT } from './seed-data';

/**
 * The demo till's documents (seed-till.ts), made as the till module's `invoiceDocument` and
 * `issueCreditNote` make them; \`db/\` imports no module, so the shape is kept here and checked against
 * \`ZInvoiceDocument\` by seed-till.test.ts.
 */

/** A ledger row as the seed writes it; what the arithmetic reads of it is a `LedgerRow`. */
export type Row = typeof saleEntries.$inferInsert & LedgerRow;

/** A paid sale's tax invoice, as the till module's `invoiceDocument` makes it (lines, one VAT, tips apart). */
export function invoiceDocumentOf(
  rows: Row[],
  head: Pick<TInvoiceDocument, 'number' | 'supplyDate' | 'seller' | 'customer'> & { issuedAt: Date },
): TInvoiceDocument {
  const figures = saleFigures(rows);
  const lines = figures.activeLineIds.map((id) => rows.find((row) => row.id === id)!);
  const discountOn = (lineId: string | null) =>
    rows.filter((row) => row.kind === 'discount' && row.refersTo === lineId).reduce((s, row) => s + row.amountFils, 0);
  const computed = invoiceFigures(
    lines.map((line) => ({ amountFils: line.amountFils, lineDiscountFils: discountOn(line.id) })),
    discountOn(null),
    DEMO_VAT.rateBasisPoints,
  );
  return {
    kind: head.customer.trn ? 'tax-invoice' : 'simplified-tax-invoice',
    ...head,
    issuedAt: head.issuedAt.toISOString(),
    refersToNumber: null,
    reason: null,
    rateBasisPoints: DEMO_VAT.rateBasisPoints,
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
    payments: rows
      .filter((row) => row.kind === 'payment')
      .map((row) => ({ method: row.method as TPaymentMethod, amountFils: row.amountFils })),
  };
}

/** A refund's credit note, as the till module's `issueCreditNote` makes it: off the supply first, then the tips. */
export function creditNoteOf(
  invoice: { document: TInvoiceDocument },
  refund: Row,
  creditedFils: number,
  head: { number: string; issuedAt: Date; supplyDate: string; reason: string },
): TInvoiceDocument {
  const original = invoice.document;
  const grossFils = Math.min(refund.amountFils, Math.max(0, original.totals.grossFils - creditedFils));
  const vatFils = vatWithin(grossFils, original.rateBasisPoints);
  const refersToNumber = original.number;
  return {
    kind: 'credit-note',
    number: head.number,
    issuedAt: head.issuedAt.toISOString(),
    supplyDate: head.supplyDate,
    seller: original.seller,
    customer: original.customer,
    refersToNumber,
    reason: head.reason,
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
    tipsFils: refund.amountFils - grossFils,
    totals: { netFils: grossFils - vatFils, vatFils, grossFils, discountFils: 0 },
    payments: [{ method: refund.method as TPaymentMethod, amountFils: refund.amountFils }],
  };
}
