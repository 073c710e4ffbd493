// The till's year (issue 29) on top of the year of history: every completed past order has its sale at the
// desk, with a line per item (the price paid, in fils), a tip on about 3 in 10, and its payment by card or
// cash; 4 % are left part-paid, 3 % have a part refunded (with a credit note). Every paid sale has its
// numbered simplified tax invoice (5 % VAT within, rounded half up on the total), and every day but the last
// two is closed with its Z report frozen; yesterday stays open, so the bench reads a busy day live.
// Set-based SQL in the same session as year-of-history.mjs (it reads that file's temp tables).
const vatWithin = (gross) => `((${gross})::bigint * 500 * 2 + 10500) / (10500 * 2)`;

export function ledgerSql(timeZone) {
  const tz = `'${timeZone}'`;
  const salonToday = `(now() at time zone ${tz})::date`;
  return [
    [
      'till settings',
      `update vat_settings set registered = true, trn = '100123456700003', legal_name_en = 'Salon LLC',
         legal_name_ar = 'صالون ذ.م.م', address_en = 'Dubai', address_ar = 'دبي', recorded_by_name = 'bench'`,
    ],
    [
      'sales plan',
      `create temp table year_sales as
         select gen_random_uuid() as id, o.id as order_id, o.starts, o.therapist_id, o.local_midnight::date as day,
                gen_random_uuid() as payment_id, random() as u_pay, random() as u_tip, random() as u_method,
                t.supply as supply_fils
         from year_orders o
         join (select order_id, sum(round(price * 100))::int as supply from year_items group by order_id) t
           on t.order_id = o.id
         where o.status = 'completed' and o.d >= 1;
       alter table year_sales add column tip_fils int, add column outcome text, add column method text,
         add column paid_fils int, add column refund_fils int, add column invoice_id uuid;
       update year_sales set
         tip_fils = case when u_tip < 0.3 then 500 + floor(u_tip * 5000)::int else 0 end,
         outcome = case when u_pay < 0.04 then 'part-paid' when u_pay < 0.07 then 'refunded' else 'paid' end,
         method = case when u_method < 0.4 then 'cash' else 'card' end;
       update year_sales set
         paid_fils = case when outcome = 'part-paid' then (supply_fils + tip_fils) / 2 else supply_fils + tip_fils end,
         refund_fils = case when outcome = 'refunded' then greatest(supply_fils / 5, 100) end,
         invoice_id = case when outcome <> 'part-paid' then gen_random_uuid() end`,
    ],
    // The ledger's closed-day trigger checks each row against day_closes, none of which exists yet: off while
    // the year goes in (as the order items' trigger in year-of-history.mjs), on again after.
    [
      'ledger',
      `insert into sales (id, order_id, recorded_by_name, created_at)
         select id, order_id, 'Reception', starts from year_sales;
       alter table sale_entries disable trigger sale_entries_day_open;
       insert into sale_entries (sale_id, kind, amount_fils, quantity, unit_price_fils, description, description_ar,
                                 service_id, appointment_id, therapist_id, business_day, recorded_by_name, created_at)
         select s.id, 'line', round(i.price * 100)::int, 1, round(i.price * 100)::int, sv.name, sv.name_ar,
                i.service_id, i.appointment_id, i.therapist_id, s.day, 'Reception', i.starts
         from year_sales s join year_items i on i.order_id = s.order_id join services sv on sv.id = i.service_id;
       insert into sale_entries (sale_id, kind, amount_fils, therapist_id, business_day, recorded_by_name, created_at)
         select id, 'tip', tip_fils, therapist_id, day, 'Reception', starts + interval '61 minutes'
         from year_sales where tip_fils > 0;
       insert into sale_entries (id, sale_id, kind, amount_fils, method, reference, business_day, recorded_by_name, created_at)
         select payment_id, id, 'payment', paid_fils, method,
                case when method = 'card' then 'T' || lpad((abs(hashtext(id::text)) % 1000000)::text, 6, '0') end,
                day, 'Reception', starts + interval '62 minutes'
         from year_sales;
       insert into sale_entries (sale_id, kind, amount_fils, method, refers_to, reason, business_day, recorded_by_name, created_at)
         select id, 'refund', refund_fils, method, payment_id, 'Customer unhappy with the finish', day, 'Admin',
                starts + interval '3 hours'
         from year_sales where outcome = 'refunded';
       alter table sale_entries enable trigger sale_entries_day_open`,
    ],
    [
      'invoices',
      `insert into invoices (id, series, number, kind, sale_id, issued_at, supply_date, total_fils, vat_fils, document, recorded_by_name)
         select invoice_id, 'invoice', row_number() over (order by starts, id), 'simplified-tax-invoice', id,
                starts + interval '62 minutes', day, supply_fils, ${vatWithin('supply_fils')},
                jsonb_build_object('kind', 'simplified-tax-invoice',
                  'number', 'INV-' || lpad((row_number() over (order by starts, id))::text, 6, '0'),
                  'customer', jsonb_build_object('name', 'Customer', 'trn', null), 'refersToNumber', null,
                  'tipsFils', tip_fils, 'rateBasisPoints', 500,
                  'totals', jsonb_build_object('grossFils', supply_fils, 'vatFils', ${vatWithin('supply_fils')},
                                               'netFils', supply_fils - ${vatWithin('supply_fils')}, 'discountFils', 0)),
                'Reception'
         from year_sales where invoice_id is not null;
       insert into invoices (series, number, kind, sale_id, refers_to, issued_at, supply_date, total_fils, vat_fils, document, recorded_by_name)
         select 'credit-note', row_number() over (order by s.starts, s.id), 'credit-note', s.id, s.invoice_id,
                s.starts + interval '3 hours', s.day, s.refund_fils, ${vatWithin('s.refund_fils')},
                jsonb_build_object('kind', 'credit-note',
                  'number', 'CN-' || lpad((row_number() over (order by s.starts, s.id))::text, 6, '0'),
                  'customer', jsonb_build_object('name', 'Customer', 'trn', null),
                  'refersToNumber', i.document ->> 'number', 'tipsFils', 0, 'rateBasisPoints', 500,
                  'totals', jsonb_build_object('grossFils', s.refund_fils, 'vatFils', ${vatWithin('s.refund_fils')},
                                               'netFils', s.refund_fils - ${vatWithin('s.refund_fils')}, 'discountFils', 0)),
                'Admin'
         from year_sales s join invoices i on i.id = s.invoice_id where s.outcome = 'refunded';
       update invoice_counters c set last_number = coalesce(n.last, 0)
         from (select series, max(number) as last from invoices group by series) n where n.series = c.series`,
    ],
    // Each past day but yesterday closed with its Z report as the close froze it, the cash counted right.
    [
      'closed days',
      `insert into day_closes (business_day, cash_expected_fils, cash_counted_fils, report, recorded_by_name, closed_at)
         select d.day, d.cash, d.cash,
                jsonb_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'salesFils', d.lines, 'discountsFils', 0,
                  'refundsFils', d.refunds, 'tipsFils', d.tips, 'tipsByTherapist', coalesce(tt.list, '[]'::jsonb),
                  'paymentsByMethod', pm.list, 'cashExpectedFils', d.cash, 'vatFils', coalesce(v.vat, 0),
                  'invoices', coalesce(v.n, 0)),
                'Reception', (d.day + time '23:30') at time zone ${tz}
         from (select business_day as day,
                      sum(amount_fils) filter (where kind = 'line')::int as lines,
                      coalesce(sum(amount_fils) filter (where kind = 'refund'), 0)::int as refunds,
                      coalesce(sum(amount_fils) filter (where kind = 'tip'), 0)::int as tips,
                      (coalesce(sum(amount_fils) filter (where kind = 'payment' and method = 'cash'), 0)
                       - coalesce(sum(amount_fils) filter (where kind = 'refund' and method = 'cash'), 0))::int as cash
               from sale_entries where business_day < ${salonToday} - 1 group by business_day) d
         join lateral (select jsonb_agg(jsonb_build_object('method', method, 'paymentsFils', p, 'refundsFils', r) order by method) as list
                       from (select method, coalesce(sum(amount_fils) filter (where kind = 'payment'), 0)::int as p,
                                    coalesce(sum(amount_fils) filter (where kind = 'refund'), 0)::int as r
                             from sale_entries where business_day = d.day and kind in ('payment', 'refund') group by method) m) pm on true
         left join lateral (select jsonb_agg(jsonb_build_object('therapistId', e.therapist_id, 'name', t.name, 'tipsFils', e.tips)
                                             order by t.name) as list
                            from (select therapist_id, sum(amount_fils)::int as tips from sale_entries
                                  where business_day = d.day and kind = 'tip' group by therapist_id) e
                            join therapists t on t.id = e.therapist_id) tt on true
         left join lateral (select sum(case when kind = 'credit-note' then -vat_fils else vat_fils end)::int as vat,
                                   count(*) filter (where kind <> 'credit-note')::int as n
                            from invoices where supply_date = d.day) v on true`,
    ],
  ];
}

/** What the ledger's reads ask for: a closed day, the open day before today, the last whole month. */
export async function ledgerFixtures(query) {
  const [closed] = await query(`select to_char(max(business_day), 'YYYY-MM-DD') as day from day_closes`);
  const [open] = await query(`select to_char(max(business_day), 'YYYY-MM-DD') as day from sale_entries`);
  const count = async (text) => Number((await query(text))[0].n);
  return {
    closedDay: closed.day,
    openDay: open.day,
    sales: await count('select count(*) as n from sales'),
    ledgerRows: await count('select count(*) as n from sale_entries'),
    invoices: await count('select count(*) as n from invoices'),
    closedDays: await count('select count(*) as n from day_closes'),
  };
}
