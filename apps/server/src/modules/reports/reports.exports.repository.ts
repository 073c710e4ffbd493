import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';

/** One ledger row as the sales export writes it. */
export interface SalesExportRow {
  businessDay: string;
  createdAt: Date | string;
  saleId: string;
  orderId: string;
  customerName: string;
  kind: string;
  description: string | null;
  descriptionAr: string | null;
  quantity: number | null;
  amountFils: number;
  method: string | null;
  reference: string | null;
  therapistName: string | null;
  reason: string | null;
  recordedByName: string;
}

/** One business day's ledger rows (`sale_entries_day_idx`): the export reads a range a day at a time. */
export async function salesOfDay(db: Executor, day: string): Promise<SalesExportRow[]> {
  const result = await db.execute(sql`
    select to_char(e.business_day, 'YYYY-MM-DD') as "businessDay", e.created_at as "createdAt",
           e.sale_id as "saleId", s.order_id as "orderId", o.customer_name as "customerName", e.kind,
           e.description, e.description_ar as "descriptionAr", e.quantity, e.amount_fils as "amountFils",
           e.method, e.reference, t.name as "therapistName", e.reason, e.recorded_by_name as "recordedByName"
    from sale_entries e
    join sales s on s.id = e.sale_id
    join orders o on o.id = s.order_id
    left join therapists t on t.id = e.therapist_id
    where e.business_day = ${day}::date
    order by e.created_at, e.id`);
  return rowsOf<SalesExportRow>(result);
}

export interface InvoiceExportRow {
  series: string;
  number: number;
  kind: string;
  issuedAt: Date | string;
  supplyDate: string;
  saleId: string;
  printedNumber: string | null;
  customerName: string | null;
  customerTrn: string | null;
  refersToNumber: string | null;
  netFils: number | string | null;
  vatFils: number;
  totalFils: number;
  tipsFils: number | string | null;
}

/** The documents supplied on one day (`invoices_supply_idx`), in series and number order. */
export async function invoicesOfDay(db: Executor, day: string): Promise<InvoiceExportRow[]> {
  const result = await db.execute(sql`
    select series, number, kind, issued_at as "issuedAt", to_char(supply_date, 'YYYY-MM-DD') as "supplyDate",
           sale_id as "saleId", document ->> 'number' as "printedNumber",
           document -> 'customer' ->> 'name' as "customerName", document -> 'customer' ->> 'trn' as "customerTrn",
           document ->> 'refersToNumber' as "refersToNumber", document -> 'totals' ->> 'netFils' as "netFils",
           vat_fils as "vatFils", total_fils as "totalFils", document ->> 'tipsFils' as "tipsFils"
    from invoices where supply_date = ${day}::date
    order by series, number`);
  return rowsOf<InvoiceExportRow>(result);
}
