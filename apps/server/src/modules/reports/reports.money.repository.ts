import type { TMonthlyMoney } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';

const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The month's money in one statement (issue 29), each part read by its own index so a month costs what it
 * holds: takings and tips by business day (`sale_entries_day_idx`), what the month's sales still owe from
 * the sales started in it (`sales_created_idx`, then their rows by `sale_entries_sale_idx`), and the VAT
 * from the documents supplied in it (`invoices_supply_idx`). A credit note counts against the VAT only when
 * the document it corrects is a tax invoice (a receipt of an unregistered salon carries no VAT).
 */
export async function monthMoney(
  db: Executor,
  days: { from: string; to: string },
  created: { from: Date; to: Date },
): Promise<TMonthlyMoney> {
  const result = await db.execute(sql`
    with methods as (
      select method, coalesce(sum(amount_fils) filter (where kind = 'payment'), 0)::bigint as payments,
             coalesce(sum(amount_fils) filter (where kind = 'refund'), 0)::bigint as refunds
      from sale_entries
      where business_day between ${days.from}::date and ${days.to}::date and kind in ('payment', 'refund')
      group by method
    ),
    tips as (
      select e.therapist_id, coalesce(t.name, '') as name, sum(e.amount_fils)::bigint as tips
      from sale_entries e left join therapists t on t.id = e.therapist_id
      where e.business_day between ${days.from}::date and ${days.to}::date and e.kind = 'tip'
      group by e.therapist_id, t.name
    ),
    month_entries as (
      select e.sale_id, e.id, e.kind, e.amount_fils, e.refers_to
      from sales s join sale_entries e on e.sale_id = s.id
      where s.created_at >= ${created.from} and s.created_at < ${created.to}
    ),
    voided as (select refers_to as id from month_entries where kind = 'line-void'),
    owed as (
      select sale_id, sum(case
               when kind = 'line' and id not in (select id from voided) then amount_fils
               when kind = 'discount' and (refers_to is null or refers_to not in (select id from voided)) then -amount_fils
               when kind = 'tip' then amount_fils
               when kind = 'payment' then -amount_fils
               else 0 end) as due
      from month_entries group by sale_id
    ),
    docs as (
      select i.kind, (i.document -> 'totals' ->> 'netFils')::bigint as net, i.vat_fils as vat
      from invoices i left join invoices corrected on corrected.id = i.refers_to
      where i.supply_date between ${days.from}::date and ${days.to}::date
        and (i.kind in ('tax-invoice', 'simplified-tax-invoice')
             or (i.kind = 'credit-note' and corrected.kind in ('tax-invoice', 'simplified-tax-invoice')))
    )
    select
      (select coalesce(json_agg(json_build_object('method', method, 'paymentsFils', payments, 'refundsFils', refunds)
                                order by method), '[]'::json) from methods) as methods,
      (select coalesce(json_agg(json_build_object('therapistId', therapist_id, 'name', name, 'tipsFils', tips)
                                order by name, therapist_id), '[]'::json) from tips) as tips,
      (select coalesce(sum(greatest(due, 0)), 0)::bigint from owed) as due,
      (select coalesce(sum(case when kind = 'credit-note' then -net else net end), 0)::bigint from docs) as net,
      (select coalesce(sum(case when kind = 'credit-note' then -vat else vat end), 0)::bigint from docs) as vat,
      (select count(*) filter (where kind <> 'credit-note')::int from docs) as invoices,
      (select count(*) filter (where kind = 'credit-note')::int from docs) as credit_notes`);
  const [row] = rowsOf<{
    methods: unknown;
    tips: unknown;
    due: string | number;
    net: string | number;
    vat: string | number;
    invoices: number;
    credit_notes: number;
  }>(result);
  const byMethod = parse<{ method: 'cash' | 'card'; paymentsFils: number; refundsFils: number }[]>(
    row?.methods ?? [],
  ).map((m) => ({ ...m, paymentsFils: Number(m.paymentsFils), refundsFils: Number(m.refundsFils) }));
  const tipsByTherapist = parse<TMonthlyMoney['tipsByTherapist']>(row?.tips ?? []).map((t) => ({
    ...t,
    tipsFils: Number(t.tipsFils),
  }));
  const paymentsFils = byMethod.reduce((sum, m) => sum + m.paymentsFils, 0);
  const refundsFils = byMethod.reduce((sum, m) => sum + m.refundsFils, 0);
  return {
    takings: { byMethod, paymentsFils, refundsFils, netFils: paymentsFils - refundsFils },
    dueFils: Number(row?.due ?? 0),
    tipsFils: tipsByTherapist.reduce((sum, t) => sum + t.tipsFils, 0),
    tipsByTherapist,
    vat: {
      standardRatedNetFils: Number(row?.net ?? 0),
      outputTaxFils: Number(row?.vat ?? 0),
      invoices: Number(row?.invoices ?? 0),
      creditNotes: Number(row?.credit_notes ?? 0),
    },
  };
}
