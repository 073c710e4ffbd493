import {
  filsFromAed,
  invoiceFigures,
  type TInvoiceDocument,
  type TInvoiceKind,
  type TInvoiceSeries,
  UAE_STANDARD_VAT_BASIS_POINTS,
} from '@salon/shared';
import { invoices, sales } from '@/db/schema';
import type { Database } from '@/db/client';

/** The salon a test's documents are issued by. */
export const SELLER = {
  nameEn: 'Serenity Spa LLC',
  nameAr: 'منتجع سيرينيتي ذ.م.م',
  addressEn: 'Shop 4, Jumeirah Beach Road, Dubai',
  addressAr: 'محل 4، شارع جميرا، دبي',
  trn: '100123456700003',
};

export interface DocumentLine {
  en: string;
  ar: string;
  quantity: number;
  unitAed: number;
  lineDiscountAed?: number;
}

const PREFIX: Record<TInvoiceSeries, string> = { invoice: 'INV', 'credit-note': 'CN', receipt: 'RCT' };
export const printed = (series: TInvoiceSeries, number: number) => `${PREFIX[series]}-${String(number).padStart(6, '0')}`;

/**
 * A document as the ledger issues it: the lines' figures by the shared `invoiceFigures` (the sale's discount
 * shared out, the VAT once on the total), so a test reads the same numbers a real invoice carries.
 */
export function invoiceDocument(options: {
  kind?: TInvoiceKind;
  number: string;
  lines: DocumentLine[];
  saleDiscountAed?: number;
  tipsAed?: number;
  customer?: { name: string; trn: string | null };
  refersToNumber?: string;
  reason?: string;
  issuedAt?: string;
}): TInvoiceDocument {
  const kind = options.kind ?? 'simplified-tax-invoice';
  const rate = kind === 'receipt' ? 0 : UAE_STANDARD_VAT_BASIS_POINTS;
  const figures = invoiceFigures(
    options.lines.map((line) => ({
      amountFils: line.quantity * filsFromAed(line.unitAed),
      lineDiscountFils: filsFromAed(line.lineDiscountAed ?? 0),
    })),
    filsFromAed(options.saleDiscountAed ?? 0),
    rate,
  );
  const tipsFils = filsFromAed(options.tipsAed ?? 0);
  return {
    kind,
    number: options.number,
    issuedAt: options.issuedAt ?? new Date().toISOString(),
    supplyDate: (options.issuedAt ?? new Date().toISOString()).slice(0, 10),
    seller: kind === 'receipt' ? { ...SELLER, trn: null } : SELLER,
    customer: options.customer ?? { name: 'Layla Haddad', trn: null },
    refersToNumber: options.refersToNumber ?? null,
    reason: options.reason ?? null,
    rateBasisPoints: rate,
    lines: options.lines.map((line, index) => ({
      descriptionEn: line.en,
      descriptionAr: line.ar,
      quantity: line.quantity,
      unitPriceFils: filsFromAed(line.unitAed),
      ...figures.lines[index]!,
    })),
    tipsFils,
    totals: {
      netFils: figures.netFils,
      vatFils: figures.vatFils,
      grossFils: figures.grossFils,
      discountFils: figures.discountFils,
    },
    payments: [
      { method: 'card', amountFils: figures.grossFils + tipsFils - 5000 },
      { method: 'cash', amountFils: 5000 },
    ],
  };
}

export const HAIRCUT: DocumentLine = { en: 'Haircut and styling', ar: 'قص الشعر وتصفيفه', quantity: 1, unitAed: 150 };
export const MASSAGE: DocumentLine = {
  en: 'Moroccan bath',
  ar: 'حمام مغربي',
  quantity: 2,
  unitAed: 99.5,
  lineDiscountAed: 10,
};

/** Writes a sale on an order and its issued document straight into the tables, as the ledger would. */
export async function issueInvoice(
  db: Database,
  options: { orderId: string; series?: TInvoiceSeries; number: number; document: TInvoiceDocument; saleId?: string; refersTo?: string },
): Promise<{ saleId: string; invoiceId: string }> {
  const saleId =
    options.saleId ??
    (await db.insert(sales).values({ orderId: options.orderId, recordedByName: 'Reception' }).returning())[0]!.id;
  const [invoice] = await db
    .insert(invoices)
    .values({
      series: options.series ?? 'invoice',
      number: options.number,
      kind: options.document.kind,
      saleId,
      refersTo: options.refersTo ?? null,
      issuedAt: new Date(options.document.issuedAt),
      supplyDate: options.document.supplyDate,
      totalFils: options.document.totals.grossFils,
      vatFils: options.document.totals.vatFils,
      document: options.document,
      recordedByName: 'Reception',
    })
    .returning();
  return { saleId, invoiceId: invoice!.id };
}
