import { dayCloses, invoices, orders, saleEntries, sales, therapists } from '@/db/schema';
import type { Database } from '@/db/client';

type EntryInput = Partial<typeof saleEntries.$inferInsert> & {
  kind: (typeof saleEntries.$inferInsert)['kind'];
  amountFils: number;
  businessDay: string;
};

/**
 * The till's rows written straight into the tables (issue 29), as the ledger's services would write them:
 * the reports read the ledger, so their tests need no checkout to run first.
 */
export function tillLedger(db: Database) {
  return {
    async order(customerName = 'Mona Saeed') {
      const [order] = await db.insert(orders).values({ customerName, status: 'completed' }).returning();
      return order!;
    },
    async therapist(name: string, userId?: string) {
      const [therapist] = await db.insert(therapists).values({ name, bio: 'Hair', userId }).returning();
      return therapist!;
    },
    async sale(orderId: string, createdAt?: Date) {
      const [sale] = await db
        .insert(sales)
        .values({ orderId, recordedByName: 'Desk', ...(createdAt && { createdAt }) })
        .returning();
      return sale!;
    },
    async entry(saleId: string, input: EntryInput) {
      const line =
        input.kind === 'line'
          ? { quantity: 1, unitPriceFils: input.amountFils, description: input.description ?? 'Cut' }
          : {};
      const [row] = await db
        .insert(saleEntries)
        .values({ saleId, recordedByName: 'Desk', ...line, ...input })
        .returning();
      return row!;
    },
    async invoice(
      saleId: string,
      input: {
        series: 'invoice' | 'credit-note' | 'receipt';
        number: number;
        kind: (typeof invoices.$inferInsert)['kind'];
        supplyDate: string;
        totalFils: number;
        vatFils: number;
        refersTo?: string;
        customerName?: string;
        tipsFils?: number;
      },
    ) {
      const prefix = { invoice: 'INV', 'credit-note': 'CN', receipt: 'RCT' }[input.series];
      const number = `${prefix}-${String(input.number).padStart(6, '0')}`;
      const document = {
        kind: input.kind,
        number,
        customer: { name: input.customerName ?? 'Mona Saeed', trn: null },
        refersToNumber: input.refersTo ? 'INV-000001' : null,
        tipsFils: input.tipsFils ?? 0,
        totals: {
          grossFils: input.totalFils,
          vatFils: input.vatFils,
          netFils: input.totalFils - input.vatFils,
          discountFils: 0,
        },
      };
      const [row] = await db
        .insert(invoices)
        .values({ saleId, recordedByName: 'Desk', document, ...input })
        .returning();
      return row!;
    },
    async closed(day: string, cashExpectedFils = 0) {
      await db
        .insert(dayCloses)
        .values({ businessDay: day, cashExpectedFils, cashCountedFils: cashExpectedFils, report: {}, recordedByName: 'Desk' });
    },
  };
}
