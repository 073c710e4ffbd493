// What is asked of a seeded year of history (year-of-history.mjs) before and while the year bench reads it:
// the checks a sound seed passes, the values the reads look for, and an admin session to read as.
import { SignJWT } from 'jose';
import { INVARIANTS } from './large-salon.mjs';
import { ledgerFixtures } from './year-of-ledger.mjs';

/**
 * What a seeded history must never show; each query lists the rows that break it. Overlapping reserved
 * slots need no query: the exclusion constraint refused them at insert.
 */
export const HISTORY_CHECKS = {
  'reserved slot without a live order item': INVARIANTS['reserved slot without a live order item'],
  'slot in two live orders': INVARIANTS['slot in two live orders'],
  'order without items': INVARIANTS['order without items'],
  'sale paid more than it comes to': `select s.id from sales s join sale_entries e on e.sale_id = s.id group by s.id
     having sum(case when e.kind in ('line', 'tip') then e.amount_fils when e.kind = 'payment' then -e.amount_fils
                     else 0 end) < 0`,
  'invoice numbers with a gap': `select series from invoices group by series having max(number) <> count(*)`,
  'ledger row on a day closed before it': `select e.id from sale_entries e join day_closes c on c.business_day = e.business_day
     where e.created_at > c.closed_at`,
  'order whose total is not the sum of its items': `select o.id from orders o
     left join (select order_id, sum(price) as total from order_items group by order_id) t on t.order_id = o.id
     where o.total <> coalesce(t.total, 0)`,
};

/** Runs the checks; returns how many rows broke each one (all zero for a sound seed). */
export async function checkHistory(query) {
  const broken = {};
  for (const [name, text] of Object.entries(HISTORY_CHECKS)) broken[name] = (await query(text)).length;
  return broken;
}

/** What the seeded salon holds, and the values the reads ask for (a busy customer, a common surname…). */
export async function yearFixtures(query) {
  const count = async (text) => Number((await query(text))[0].n);
  const [busiest] = await query(`select u.id, u.name, u.phone from users u
     join orders o on o.user_id = u.id group by u.id order by count(*) desc, u.id limit 1`);
  const [surname] = await query(`select split_part(name, ' ', 2) as surname from users where role = 'user'
     and email not like '%@bench.test' group by 1 order by count(*) desc limit 1`);
  return {
    orders: await count('select count(*) as n from orders'),
    orderItems: await count('select count(*) as n from order_items'),
    customers: await count(`select count(*) as n from users where role = 'user'`),
    problems: await count('select count(*) as n from problems'),
    slots: await count('select count(*) as n from appointments'),
    busyCustomer: {
      id: busiest.id,
      name: busiest.name,
      orders: await count(`select count(*) as n from orders where user_id = '${busiest.id}'`),
    },
    commonSurname: surname.surname,
    // A phone as staff type it from a call: its last nine digits, which every way of writing it contains.
    phoneDigits: busiest.phone.replace(/\D/g, '').slice(-9),
    therapistId: (await query(`select id from therapists order by length(name), name limit 1`))[0].id,
    till: await ledgerFixtures(query),
  };
}

/** A session of the salon's admin and its bearer token, as the server issues them. */
export async function adminToken(query, secret) {
  const [row] = await query(`insert into sessions (user_id, expires_at)
     select id, now() + interval '1 day' from users where role = 'admin' order by created_at limit 1
     returning id as session_id, user_id`);
  const token = await new SignJWT({ role: 'admin', sid: String(row.session_id) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(row.user_id))
    .setIssuedAt()
    .setExpirationTime('1d')
    .sign(new TextEncoder().encode(secret));
  return { token, sessionId: String(row.session_id) };
}
