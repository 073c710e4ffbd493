import type { TInvoiceDocument, TVatSettings } from '../schemas/till';
import type { TInvoiceKind, TPaymentMethod } from './constants';
import { type LedgerRow, saleFigures } from './sale-figures';
import { invoiceFigures, vatWithin } from './vat';

/**
 * The one builder of the till's frozen documents (issue 29): the server's invoices service issues them and the
 * demo seed writes them, both through here, so a seeded invoice is an issued one. Pure: the caller brings the
 * rows, the VAT settings, the number and the dates.
 */

/** A ledger row with what a line prints (the database's `sale_entries`). */
export interface InvoiceLedgerRow extends LedgerRow {
  description?: string | null;
  descriptionAr?: string | null;
  quantity?: number | null;
  unitPriceFils?: number | null;
}

export interface InvoiceDocumentInput {
  /** Every row of the sale as it is when it is invoiced. */
  rows: readonly InvoiceLedgerRow[];
  vat: TVatSettings;
  customer: { name: string; trn: string | null };
  number: string;
  issuedAt: Date;
  /** The business day of the sale's supply. */
  supplyDate: string;
}

const sellerOf = (vat: TVatSettings): TInvoiceDocument['seller'] => ({
  nameEn: vat.legalNameEn,
  nameAr: vat.legalNameAr,
  addressEn: vat.addressEn,
  addressAr: vat.addressAr,
  trn: vat.registered ? vat.trn : null,
});

/**
 * The document of a paid sale, from its active lines: the sale-wide discount spread over the lines, the VAT
 * worked out per line (`invoiceFigures`); tips listed apart, outside VAT. A salon not registered for VAT issues
 * a receipt without VAT; a registered one a tax invoice when the customer gave a TRN, else a simplified one.
 */
export function invoiceDocument(input: InvoiceDocumentInput): TInvoiceDocument {
  const { rows, vat } = input;
  const figures = saleFigures(rows);
  const lines = figures.activeLineIds.map((id) => rows.find((row) => row.id === id)!);
  const discountOn = (lineId: string | null) =>
    rows
      .filter((row) => row.kind === 'discount' && row.refersTo === lineId)
      .reduce((sum, row) => sum + row.amountFils, 0);
  const rate = vat.registered ? vat.rateBasisPoints : 0;
  const computed = invoiceFigures(
    lines.map((line) => ({ amountFils: line.amountFils, lineDiscountFils: discountOn(line.id) })),
    discountOn(null),
    rate,
  );
  const customerTrn = vat.registered ? input.customer.trn : null;
  const kind: TInvoiceKind = !vat.registered ? 'receipt' : customerTrn ? 'tax-invoice' : 'simplified-tax-invoice';
  return {
    kind,
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    supplyDate: input.supplyDate,
    seller: sellerOf(vat),
    customer: { name: input.customer.name, trn: customerTrn },
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
    payments: rows
      .filter((row) => row.kind === 'payment')
      .map((row) => ({ method: row.method as TPaymentMethod, amountFils: row.amountFils })),
  };
}

export interface CreditNoteInput {
  /** The frozen document of the invoice (or receipt) the refund corrects. */
  original: TInvoiceDocument;
  /** What earlier credit notes of that invoice took back of its supply. */
  creditedFils: number;
  refund: { amountFils: number; method: TPaymentMethod; reason: string };
  customerName: string;
  number: string;
  issuedAt: Date;
  supplyDate: string;
}

/**
 * A credit note for a refund of an invoiced sale. The refund comes off the supply the invoice charged until
 * that is used up (the VAT within it, at the invoice's rate), and what is beyond, off its tips.
 */
export function creditNoteDocument(input: CreditNoteInput): TInvoiceDocument {
  const { original, refund } = input;
  const supplyLeft = Math.max(0, original.totals.grossFils - input.creditedFils);
  const grossFils = Math.min(refund.amountFils, supplyLeft);
  const vatFils = vatWithin(grossFils, original.rateBasisPoints);
  const refersToNumber = original.number;
  return {
    kind: 'credit-note',
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    supplyDate: input.supplyDate,
    seller: original.seller,
    customer: { name: input.customerName, trn: original.customer.trn },
    refersToNumber,
    reason: refund.reason,
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
    payments: [{ method: refund.method, amountFils: refund.amountFils }],
  };
}
