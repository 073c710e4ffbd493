import type { TDayReport, TTillAuditRow } from '@salon/shared';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { dayCloses, tillAudit } from '@/db/schema';

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A day's figures as the ledger and the documents hold them, not yet closed (the fields a close adds are null). */
export type DayFigures = Omit<
  TDayReport,
  'closed' | 'closedAt' | 'closedByName' | 'cashCountedFils' | 'cashDifferenceFils' | 'note'
>;

/**
 * One statement over the day's ledger rows (`sale_entries_day_idx`: the day's rows only, however long the
 * history) and the documents supplied that day (`invoices_supply_idx`). A void takes off the amount of the
 * line it voids; a tip is counted for its therapist, named as the therapist is named today.
 */
export async function dayFigures(db: Executor, day: string): Promise<DayFigures> {
  const result = await db.execute(sql`
    with e as (
      select kind, amount_fils, method, therapist_id, refers_to from sale_entries where business_day = ${day}::date
    ),
    methods as (
      select method, coalesce(sum(amount_fils) filter (where kind = 'payment'), 0)::int as payments,
             coalesce(sum(amount_fils) filter (where kind = 'refund'), 0)::int as refunds
      from e where kind in ('payment', 'refund') group by method
    ),
    tips as (
      select e.therapist_id, coalesce(t.name, '') as name, sum(e.amount_fils)::int as tips
      from e left join therapists t on t.id = e.therapist_id where e.kind = 'tip' group by e.therapist_id, t.name
    ),
    docs as (
      select coalesce(sum(case when kind = 'credit-note' then -vat_fils else vat_fils end), 0)::int as vat,
             count(*) filter (where kind <> 'credit-note')::int as invoices
      from invoices where supply_date = ${day}::date
    )
    select
      (select coalesce(sum(amount_fils), 0)::int from e where kind = 'line') as lines,
      (select coalesce(sum(l.amount_fils), 0)::int from e join sale_entries l on l.id = e.refers_to
        where e.kind = 'line-void') as voided,
      (select coalesce(sum(amount_fils), 0)::int from e where kind = 'discount') as discounts,
      (select coalesce(sum(amount_fils), 0)::int from e where kind = 'refund') as refunds,
      (select coalesce(json_agg(json_build_object('therapistId', therapist_id, 'name', name, 'tipsFils', tips)
                                order by name, therapist_id), '[]'::json) from tips) as tips,
      (select coalesce(json_agg(json_build_object('method', method, 'paymentsFils', payments, 'refundsFils', refunds)
                                order by method), '[]'::json) from methods) as methods,
      (select vat from docs) as vat, (select invoices from docs) as invoices`);
  const [row] = rowsOf<{
    lines: number;
    voided: number;
    discounts: number;
    refunds: number;
    tips: unknown;
    methods: unknown;
    vat: number;
    invoices: number;
  }>(result);
  const tipsByTherapist = parse<TDayReport['tipsByTherapist']>(row?.tips ?? []);
  const paymentsByMethod = parse<TDayReport['paymentsByMethod']>(row?.methods ?? []);
  const cash = paymentsByMethod.find((m) => m.method === 'cash');
  return {
    day,
    salesFils: Number(row?.lines ?? 0) - Number(row?.voided ?? 0),
    discountsFils: Number(row?.discounts ?? 0),
    refundsFils: Number(row?.refunds ?? 0),
    tipsFils: tipsByTherapist.reduce((sum, tip) => sum + tip.tipsFils, 0),
    tipsByTherapist,
    paymentsByMethod,
    cashExpectedFils: (cash?.paymentsFils ?? 0) - (cash?.refundsFils ?? 0),
    vatFils: Number(row?.vat ?? 0),
    invoices: Number(row?.invoices ?? 0),
  };
}

export type DayCloseRow = typeof dayCloses.$inferSelect;

export async function findDayClose(db: Executor, day: string): Promise<DayCloseRow | undefined> {
  const [row] = await db.select().from(dayCloses).where(eq(dayCloses.businessDay, day));
  return row;
}

/** Takes the day's lock exclusively: every ledger row of the day waits until this transaction ends. */
export async function lockDay(db: Executor, day: string): Promise<void> {
  await db.execute(sql`select till_lock_day(${day}::date, true)`);
}

export async function insertDayClose(db: Executor, row: typeof dayCloses.$inferInsert): Promise<void> {
  await db.insert(dayCloses).values(row);
}

export async function insertTillAudit(db: Executor, row: typeof tillAudit.$inferInsert): Promise<void> {
  await db.insert(tillAudit).values(row);
}

/** A therapist's tips per day of the range (`sale_entries_tips_idx`: their tips of those days only). */
export async function tipsOfTherapist(
  db: Executor,
  therapistId: string,
  from: string,
  to: string,
): Promise<{ day: string; tipsFils: number }[]> {
  const result = await db.execute(sql`
    select to_char(business_day, 'YYYY-MM-DD') as day, sum(amount_fils)::int as "tipsFils"
    from sale_entries
    where kind = 'tip' and therapist_id = ${therapistId} and business_day between ${from}::date and ${to}::date
    group by business_day order by business_day`);
  return rowsOf<{ day: string; tipsFils: number }>(result).map((r) => ({ day: r.day, tipsFils: Number(r.tipsFils) }));
}

/**
 * One page of the audit trail, newest first: the ledger's rows and the till's other acts merged. Each side
 * reads at most `offset + limit` rows down its `created_at` index, so a page costs what it skips, never the
 * history; the page number is bounded by the schema.
 */
export async function auditPage(db: Executor, offset: number, limit: number): Promise<TTillAuditRow[]> {
  const reach = offset + limit;
  const result = await db.execute(sql`
    select * from (
      (select 'ledger' as source, id::text as "_id", kind as action, sale_id::text as "saleId",
              amount_fils as "amountFils", method, to_char(business_day, 'YYYY-MM-DD') as "businessDay", reason,
              null::jsonb as detail, recorded_by_name as "recordedByName", created_at as "createdAt"
       from sale_entries order by created_at desc limit ${reach})
      union all
      (select 'till', id::text, action, sale_id::text, null, null, null, reason, detail, recorded_by_name, created_at
       from till_audit order by created_at desc limit ${reach})
    ) as trail
    order by "createdAt" desc, "_id" desc
    offset ${offset} limit ${limit}`);
  return rowsOf<TTillAuditRow & { createdAt: Date | string; detail: unknown }>(result).map((row) => ({
    ...row,
    amountFils: row.amountFils === null ? null : Number(row.amountFils),
    detail: row.detail === null ? null : parse<Record<string, unknown>>(row.detail),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
