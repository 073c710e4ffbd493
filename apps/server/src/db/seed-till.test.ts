import {
  invoiceFigures,
  type LedgerRow,
  saleFigures,
  type TInvoiceDocument,
  vatWithin,
  ZInvoiceDocument,
  zonedDateKey,
} from '@salon/shared';
import { createTestDatabase, databaseKinds } from '@test/helpers/test-app';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { appointments, invoiceCounters, invoices, orders, saleEntries, sales, vatSettings } from './schema';
import { seedDemo } from './seed';
import { DEMO_VAT } from './seed-data';

/**
 * The demo salon's till after a first start: registered for VAT, five past visits checked out — cash, card
 * with its terminal reference and a tip, a split with a discount and the customer's TRN, one refunded with
 * its credit note, one part-paid — with invoices numbered from 1 that add up, and the counters where the
 * next invoice continues.
 */
describe.each(databaseKinds)('the demo salon’s till on %s', (kind) => {
  const now = new Date('2026-11-22T10:00:00Z');
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: DatabaseHandle['db'];
  // Seeded once for the file: the tests only read (the last one tries to seed again).
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
    expect((await seedDemo(db, { timeZone: 'Asia/Dubai', now, createDemoAdmin: true })).seeded).toBe(true);
  });
  afterAll(() => database?.drop());

  async function seeded() {
    const rows = await db.select().from(saleEntries);
    const saleRows = await db.select().from(sales).orderBy(asc(sales.createdAt));
    const byStatus = saleRows.map((sale) => {
      const ledger = rows.filter((row) => row.saleId === sale.id) as LedgerRow[];
      return { sale, rows: rows.filter((row) => row.saleId === sale.id), figures: saleFigures(ledger) };
    });
    return { db, rows, sales: byStatus };
  }

  it('registers the salon for VAT with its TRN, name and address in both languages', async () => {
    const { db } = await seeded();
    const [vat] = await db.select().from(vatSettings);
    expect(vat).toMatchObject({ registered: true, ...DEMO_VAT, recordedByName: 'Demo Admin' });
  });

  it('checks out five past visits: paid in cash, by card, split, refunded, and one part-paid', async () => {
    const { sales: all, rows } = await seeded();
    expect(all.map(({ figures }) => figures.status)).toEqual(['paid', 'paid', 'paid', 'refunded', 'part-paid']);
    for (const { figures } of all) {
      expect(figures.dueFils).toBeGreaterThanOrEqual(0);
      expect(figures.supplyFils).toBeGreaterThan(0);
    }
    const methods = all.map(({ rows }) => rows.filter((r) => r.kind === 'payment').map((r) => r.method));
    expect(methods).toEqual([['cash'], ['card'], ['cash', 'card'], ['card'], ['cash']]);
    const cards = rows.filter((row) => row.kind === 'payment' && row.method === 'card');
    expect(cards.every((row) => /^AUTH \d+$/.test(row.reference ?? ''))).toBe(true);
    expect(rows.filter((row) => row.kind === 'tip')).toHaveLength(1);
    expect(all[3]!.figures.receivedFils).toBe(0);
    expect(all[4]!.figures).toMatchObject({ paymentsFils: 20_000, dueFils: all[4]!.figures.supplyFils - 20_000 });
    expect(all[4]!.figures.dueFils).toBeGreaterThan(0);
    // Every line is a booked, completed appointment of the sale's order, in the past, on the row's day.
    const slots = new Map((await db.select().from(appointments)).map((slot) => [slot.id, slot]));
    for (const row of rows.filter((r) => r.kind === 'line')) {
      const slot = slots.get(row.appointmentId!)!;
      expect(slot.reserved).toBe(true);
      expect(slot.starttime < now).toBe(true);
      expect(zonedDateKey(slot.starttime, 'Asia/Dubai')).toBe(row.businessDay);
      expect(row.recordedByName).toBe('Demo Admin');
    }
    expect(await db.$count(orders)).toBe(5);
  });

  it('issues INV-000001…4 and CN-000001, each adding up to the fils, and leaves the counters there', async () => {
    const { db, sales: all } = await seeded();
    const issued = await db.select().from(invoices).orderBy(asc(invoices.series), asc(invoices.number));
    expect(issued.map((row) => `${row.series} ${row.number} ${row.kind}`)).toEqual([
      'credit-note 1 credit-note',
      'invoice 1 simplified-tax-invoice',
      'invoice 2 simplified-tax-invoice',
      'invoice 3 tax-invoice',
      'invoice 4 simplified-tax-invoice',
    ]);
    expect(await db.select().from(invoiceCounters).orderBy(asc(invoiceCounters.series))).toEqual([
      { series: 'credit-note', lastNumber: 1 },
      { series: 'invoice', lastNumber: 4 },
      { series: 'receipt', lastNumber: 0 },
    ]);
    for (const row of issued) {
      const document = ZInvoiceDocument.parse(row.document) as TInvoiceDocument;
      expect(document.seller).toEqual({
        nameEn: DEMO_VAT.legalNameEn,
        nameAr: DEMO_VAT.legalNameAr,
        addressEn: DEMO_VAT.addressEn,
        addressAr: DEMO_VAT.addressAr,
        trn: DEMO_VAT.trn,
      });
      expect(row.totalFils).toBe(document.totals.grossFils);
      expect(row.vatFils).toBe(document.totals.vatFils);
      expect(document.totals.vatFils).toBe(vatWithin(document.totals.grossFils, 500));
      expect(document.lines.reduce((sum, line) => sum + line.grossFils, 0)).toBe(document.totals.grossFils);
      expect(document.lines.reduce((sum, line) => sum + line.vatFils, 0)).toBe(document.totals.vatFils);
      const sale = all.find(({ sale }) => sale.id === row.saleId)!;
      if (row.kind === 'credit-note') {
        const invoice = issued.find((other) => other.id === row.refersTo)!;
        expect(document.refersToNumber).toBe(`INV-${String(invoice.number).padStart(6, '0')}`);
        expect(row.entryId).toBe(sale.rows.find((r) => r.kind === 'refund')!.id);
        expect(row.totalFils).toBe(invoice.totalFils);
        continue;
      }
      expect(document.number).toBe(`INV-${String(row.number).padStart(6, '0')}`);
      // The invoice is the paid sale's: its supply, its tips apart, its payments.
      expect(sale.figures.dueFils).toBe(0);
      expect(document.totals.grossFils).toBe(sale.figures.supplyFils);
      expect(document.tipsFils).toBe(sale.figures.tipsFils);
      expect(document.payments.reduce((sum, p) => sum + p.amountFils, 0)).toBe(sale.figures.paymentsFils);
      const lines = sale.rows.filter((r) => r.kind === 'line');
      const saleDiscount = sale.rows.filter((r) => r.kind === 'discount').reduce((s, r) => s + r.amountFils, 0);
      expect(document.totals).toEqual({
        netFils: document.totals.grossFils - document.totals.vatFils,
        ...pick(
          invoiceFigures(
            lines.map((l) => ({ amountFils: l.amountFils, lineDiscountFils: 0 })),
            saleDiscount,
            500,
          ),
        ),
      });
    }
    // Invoices in the order the visits were paid; the part-paid visit has none.
    const paidOrder = all.filter(({ figures }) => figures.paymentsFils > 0 && figures.dueFils === 0);
    const numbered = issued.filter((row) => row.series === 'invoice').map((row) => row.saleId);
    expect(numbered).toEqual(paidOrder.map(({ sale }) => sale.id));
  });

  it('runs once: a second start adds no sale, row or invoice', async () => {
    const { db } = await seeded();
    expect((await seedDemo(db, { timeZone: 'Asia/Dubai', now, createDemoAdmin: true })).seeded).toBe(false);
    expect(await db.$count(sales)).toBe(5);
    expect(await db.$count(invoices)).toBe(5);
  });
});

function pick(figures: ReturnType<typeof invoiceFigures>) {
  return { vatFils: figures.vatFils, grossFils: figures.grossFils, discountFils: figures.discountFils };
}
