// A year of business (issue 13) on top of the large salon: 20 therapists × 8 orders a day × 365 days of
// past bookings (1–2 items each, ≈ 58,000 orders and 73,000 items), 5,000 customers plus walk-ins,
// 3,000 problems, and two weeks of upcoming bookings. `scale` multiplies the history's length: ×10 is the
// same salon after ten years (3,650 days, 50,000 customers, 30,000 problems, ≈ 580,000 orders), which is
// what "whatever the history's length" asks of the dashboard: a month, a day or a page costs the same. The
// catalog and the future slots stay the large salon's, so the public reads measure the same thing too.
//
// Everything is set-based SQL with generate_series (PostgreSQL only: ×10 must seed in minutes), and
// deterministic: setseed() fixes random() for the session, so two runs seed the same salon.
// The words it is written in are in year-of-history-words.mjs; what is asked of the seeded salon
// afterwards (checks, fixtures, an admin session) is in seeded-year.mjs.
import { SEED_SQL, THERAPISTS } from './large-salon.mjs';
import {
  FIRST_NAMES,
  MAIL_DOMAINS,
  PROBLEM_ENDINGS,
  PROBLEM_PHRASES,
  PROBLEM_TITLES,
  SURNAMES,
  sqlArray,
} from './year-of-history-words.mjs';
import { ledgerSql } from './year-of-ledger.mjs';

/** The salon's zone: the history's opening hours and days are the salon's, as the dashboard shows them. */
export const SALON_TIME_ZONE = 'Asia/Dubai';
export const HISTORY_DAYS = 365;
export const ORDERS_PER_THERAPIST_DAY = 8;
export const CUSTOMERS_PER_SCALE = 5_000;
export const PROBLEMS_PER_SCALE = 3_000;
/** Upcoming bookings: the next two weeks, 4 of each therapist's 10 daily hours. */
const UPCOMING_DAYS = 14;

/** How many of each thing a scale means: the large salon's 20 therapists, for `days` of history. */
export function sizesOf(scale) {
  return {
    therapists: THERAPISTS,
    days: Math.max(1, Math.round(HISTORY_DAYS * scale)),
    customers: Math.max(1, Math.round(CUSTOMERS_PER_SCALE * scale)),
    problems: Math.max(1, Math.round(PROBLEMS_PER_SCALE * scale)),
  };
}

/** The statements that add a year of history to the large salon, in order (one session: temp tables). */
export function historySql(scale) {
  const { therapists, days, customers, problems } = sizesOf(scale);
  const tz = `'${SALON_TIME_ZONE}'`;
  const salonToday = `date_trunc('day', now() at time zone ${tz})`;
  return [
    ['fixed randomness', 'select setseed(0.13)'],
    // The large salon has 20; a busier salon has more, each doing one of the 20 groups of 5 services.
    [
      'therapists',
      `insert into therapists (name, bio, created_at)
         select format('Therapist %s', i), 'Hair, nails and spa', now() - interval '2 years'
         from generate_series(${THERAPISTS + 1}, ${therapists}) as i`,
    ],
    [
      'customers',
      `insert into users (name, email, phone, email_verified_at, created_at, last_login)
         select first || ' ' || last,
                lower(first || '.' || last || '.' || i || '@' || (${sqlArray(MAIL_DOMAINS)})[1 + i % ${MAIL_DOMAINS.length}]),
                case i % 3
                  when 0 then format('+971 5%s %s %s', i % 9, lpad((i * 7919 % 1000)::text, 3, '0'), lpad((i * 104729 % 10000)::text, 4, '0'))
                  when 1 then format('05%s%s%s', i % 9, lpad((i * 7919 % 1000)::text, 3, '0'), lpad((i * 104729 % 10000)::text, 4, '0'))
                  else format('+9715%s%s%s', i % 9, lpad((i * 7919 % 1000)::text, 3, '0'), lpad((i * 104729 % 10000)::text, 4, '0'))
                end,
                joined, joined, now() - random() * interval '60 days'
         from (select i, now() - interval '2 years' + random() * interval '700 days' as joined,
                      (${sqlArray(FIRST_NAMES)})[1 + floor(random() * ${FIRST_NAMES.length})::int] as first,
                      (${sqlArray(SURNAMES)})[1 + floor(${SURNAMES.length} * random() ^ 2)::int] as last
               from generate_series(1::bigint, ${customers}) as i) as drawn`,
    ],
    [
      'lookups',
      `create temp table year_customers as
         select row_number() over (order by created_at, id) as n, id, name, phone, email
         from users where role = 'user' and email not like '%@bench.test';
       create unique index on year_customers (n);
       create temp table year_services as
         select row_number() over (order by name) - 1 as n, id, price from services;
       create unique index on year_services (n);
       create temp table year_therapists as
         select row_number() over (order by length(name), name) - 1 as n, id from therapists;
       create temp table year_days as
         select d, ${salonToday} - make_interval(days => d) as local_midnight
         from generate_series(0, ${days - 1}) as d`,
    ],
    // One row per order. A therapist's day holds 8 orders on 10 hours (9:00–19:00): two of them (one in
    // each half of the day) take two consecutive hours, so no two of her reserved slots overlap.
    [
      'orders plan',
      `create temp table year_orders as
         select gen_random_uuid() as id, t.n as therapist_n, t.id as therapist_id, days.d, days.local_midnight,
                k + (k > two_a)::int + (k > two_b)::int as position,
                case when k in (two_a, two_b) then 2 else 1 end as item_count,
                case when u_walk_in < 0.15 then null else 1 + floor(${customers} * u_customer ^ 1.3)::int end as customer_n,
                u_status, u_placed, k
         from year_therapists t
         cross join year_days days
         cross join generate_series(0, ${ORDERS_PER_THERAPIST_DAY - 1}) as k
         cross join lateral (select (t.n * 7 + days.d) % 4 as two_a, 4 + (t.n * 3 + days.d * 5) % 4 as two_b,
                                    random() as u_walk_in, random() as u_customer, random() as u_status,
                                    random() as u_placed) as drawn
         where t.n < ${therapists}`,
    ],
    [
      'orders customers and statuses',
      `alter table year_orders add column user_id uuid, add column customer_name text, add column customer_phone text,
         add column customer_email text, add column status text, add column starts timestamptz, add column placed timestamptz;
       update year_orders o set user_id = c.id, customer_name = c.name, customer_phone = c.phone, customer_email = c.email
         from year_customers c where c.n = o.customer_n;
       update year_orders set
         customer_name = (${sqlArray(FIRST_NAMES)})[1 + (k * 31 + d * 17 + therapist_n) % ${FIRST_NAMES.length}] || ' ' ||
                         (${sqlArray(SURNAMES)})[1 + floor(${SURNAMES.length} * u_placed ^ 2)::int],
         customer_phone = format('05%s %s %s', (d + k) % 9, lpad(((d * 131 + therapist_n * 7 + k) % 1000)::text, 3, '0'),
                                 lpad(((d * 7919 + k * 104729 + therapist_n) % 10000)::text, 4, '0')),
         customer_email = case when u_status < 0.4 then format('walkin.%s.%s.%s@mail.test', therapist_n, d, k) end
         where customer_n is null;
       update year_orders set
         starts = (local_midnight + make_interval(hours => 9 + position)) at time zone ${tz},
         status = case
           when d = 0 then case when u_status < 0.5 then 'pending' else 'processing' end
           when u_status < 0.07 then 'cancelled'
           when u_status < 0.08 then 'processing'
           else 'completed' end;
       -- Placed up to three weeks ahead, walk-ins on the day; never later than now (today's later hours).
       update year_orders set placed = least(now(), case when user_id is null then starts - interval '2 hours'
                                                         else starts - u_placed * interval '21 days' end)`,
    ],
    // One row per item: the past slot it reserved, the service (one of the therapist's five, varying by
    // hour) and the price paid (the catalog's, sometimes discounted). A cancelled order freed its slots.
    [
      'items plan',
      `create temp table year_items as
         select gen_random_uuid() as id, gen_random_uuid() as appointment_id, o.id as order_id, o.therapist_id,
                s.id as service_id, o.starts + make_interval(hours => j) as starts, o.placed,
                round(s.price * (array[1, 1, 1, 0.9, 0.8])[1 + (o.k + o.d + j) % 5], 2) as price,
                o.status <> 'cancelled' as reserved, case when o.status <> 'cancelled' then o.user_id end as user_id,
                o.status
         from year_orders o
         cross join generate_series(0, o.item_count - 1) as j
         join year_services s on s.n = (o.therapist_n % ${THERAPISTS}) * 5 + (o.position + j + o.d) % 5`,
    ],
    [
      'past slots',
      `insert into appointments (id, service_id, therapist_id, starttime, endtime, duration, reserved, user_id, created_at)
         select appointment_id, service_id, therapist_id, starts, starts + interval '60 minutes', 60, reserved, user_id,
                least(placed, starts)
         from year_items`,
    ],
    // The trigger that keeps orders.total updates the order once per inserted item: about 190 µs an item
    // here, against 35 µs for the plain insert. The bulk insert writes each order with its total summed
    // from its items instead, and leaves the trigger off while the items go in; the result is the same.
    [
      'orders',
      `insert into orders (id, user_id, customer_name, customer_phone, customer_email, status, date, total, created_at)
         select o.id, o.user_id, o.customer_name, o.customer_phone, o.customer_email, o.status, o.placed, t.total, o.placed
         from year_orders o
         join (select order_id, sum(price) as total from year_items group by order_id) as t on t.order_id = o.id`,
    ],
    [
      'order items',
      `alter table order_items disable trigger order_items_keep_order_total;
       insert into order_items (id, order_id, appointment_id, price, reminder_sent_at, created_at)
         select id, order_id, appointment_id, price,
                case when status = 'completed' then starts - interval '1 day' end, placed
         from year_items;
       alter table order_items enable trigger order_items_keep_order_total`,
    ],
    // Upcoming: the large salon's future slots, 4 of each therapist's 10 hours a day for two weeks, one
    // service of the five at that hour, each an order of one item by a customer (the reserved list's rows).
    [
      'upcoming bookings',
      `create temp table year_upcoming as
         select gen_random_uuid() as order_id, gen_random_uuid() as item_id, a.id as appointment_id, a.starttime,
                s.price, c.id as user_id, c.name, c.phone, c.email
         from appointments a
         join year_services s on s.id = a.service_id
         join year_therapists t on t.id = a.therapist_id
         join year_customers c on c.n = 1 + (extract(epoch from a.starttime)::bigint / 3600 + t.n * 37) % ${customers}
         where a.starttime < now() + interval '${UPCOMING_DAYS} days' and not a.reserved
           and (extract(hour from a.starttime)::int + t.n + extract(doy from a.starttime)::int) % 10 < 4
           and s.n % 5 = (extract(hour from a.starttime)::int + extract(doy from a.starttime)::int) % 5;
       update appointments a set reserved = true, user_id = u.user_id from year_upcoming u where u.appointment_id = a.id;
       insert into orders (id, user_id, customer_name, customer_phone, customer_email, status, date, total, created_at)
         select order_id, user_id, name, phone, email,
                case when extract(minute from starttime) = 0 and random() < 0.2 then 'processing' else 'pending' end,
                least(now(), starttime - interval '5 days'), price, least(now(), starttime - interval '5 days')
         from year_upcoming;
       alter table order_items disable trigger order_items_keep_order_total;
       insert into order_items (id, order_id, appointment_id, price, created_at)
         select item_id, order_id, appointment_id, price, least(now(), starttime - interval '5 days') from year_upcoming;
       alter table order_items enable trigger order_items_keep_order_total`,
    ],
    [
      'problems',
      `insert into problems (title, description, email, phone, status, created_at)
         select (${sqlArray(PROBLEM_TITLES)})[1 + i % ${PROBLEM_TITLES.length}],
                (${sqlArray(PROBLEM_PHRASES)})[1 + (i / 7) % ${PROBLEM_PHRASES.length}] || ' ' ||
                  (${sqlArray(PROBLEM_ENDINGS)})[1 + (i * 13) % ${PROBLEM_ENDINGS.length}],
                coalesce(c.email, format('visitor%s@mail.test', i)), coalesce(c.phone, '0501234567'),
                case when u < 0.1 then 'open' when u < 0.2 then 'in-progress' when u < 0.7 then 'resolved' else 'closed' end,
                now() - (i::float / ${problems}) * interval '${days} days'
         from (select i, random() as u, 1 + floor(random() * ${customers} * 1.2)::int as customer_n
               from generate_series(1, ${problems}) as i) as drawn
         left join year_customers c on c.n = drawn.customer_n`,
    ],
    // The till's year: sales, ledger, invoices and closed days of the past orders (year-of-ledger.mjs).
    ...ledgerSql(SALON_TIME_ZONE),
    ['statistics', 'analyze'],
  ];
}

/** The large salon (its catalog, future slots and 500 bench customers), then a year of history on it. */
export async function seedYearOfHistory(query, scale) {
  const timings = {};
  const started = performance.now();
  for (const statement of SEED_SQL) await query(statement);
  timings['large salon'] = Math.round(performance.now() - started);
  for (const [step, text] of historySql(scale)) {
    const stepStarted = performance.now();
    await query(text);
    timings[step] = Math.round(performance.now() - stepStarted);
  }
  return { seconds: Math.round((performance.now() - started) / 100) / 10, timings };
}
