// The large salon of the benchmarks: 10 categories, 100 services, 20 therapists each offering 5 services,
// 500 hourly slots per service (50 days × 10 hours from tomorrow): 50,000 slots. Plus customers to log in
// and book. Written as SQL with generate_series, so PGlite and PostgreSQL are filled the same way.
import { SignJWT } from 'jose';

export const SERVICES = 100;
export const THERAPISTS = 20;
export const SLOTS_PER_SERVICE = 500;
export const CUSTOMERS = 500;

export const SEED_SQL = [
  `insert into categories (name, description)
     select format('Category %s', lpad(i::text, 2, '0')), 'A category of the large benchmark salon'
     from generate_series(1, 10) as i`,
  `insert into services (name, description, price, discount, demand_online, category_id)
     select format('Service %s', lpad(i::text, 3, '0')), 'A service of the large benchmark salon', 100 + i, 0, true,
            (select id from categories order by name offset (i - 1) % 10 limit 1)
     from generate_series(1, ${SERVICES}) as i`,
  `insert into therapists (name, bio)
     select format('Therapist %s', lpad(i::text, 2, '0')), 'Hair, nails and spa'
     from generate_series(1, ${THERAPISTS}) as i`,
  // Therapist n offers services 5n … 5n+4, one slot each per hour: five slots overlap at every hour, and
  // booking one blocks the other four (the exclusion constraint's case).
  `with numbered_services as (select id, row_number() over (order by name) - 1 as n from services),
        numbered_therapists as (select id, row_number() over (order by name) - 1 as n from therapists),
        hours as (
          select date_trunc('day', now()) + make_interval(days => 1 + h / 10, hours => 9 + h % 10) as start
          from generate_series(0, ${SLOTS_PER_SERVICE - 1}) as h)
   insert into appointments (service_id, therapist_id, starttime, endtime, duration)
     select s.id, t.id, hours.start, hours.start + interval '60 minutes', 60
     from numbered_services s
     join numbered_therapists t on t.n = s.n / ${SERVICES / THERAPISTS}
     cross join hours`,
  // Customers share the admin's password hash, so the bench knows their password without hashing 500 times.
  `insert into users (name, email, phone, password_hash)
     select format('Customer %s', i), format('customer%s@bench.test', i), '+971500000000',
            (select password_hash from users where role = 'admin' limit 1)
     from generate_series(1, ${CUSTOMERS}) as i`,
  'analyze',
];

/** Checks a booking run left the database whole: each query lists what must not exist. */
export const INVARIANTS = {
  'two reserved slots of one therapist overlapping': `select a.id from appointments a join appointments b
     on a.therapist_id = b.therapist_id and a.id < b.id and a.reserved and b.reserved
     and tstzrange(a.starttime, a.endtime, '[)') && tstzrange(b.starttime, b.endtime, '[)')`,
  'reserved slot without a live order item': `select a.id from appointments a where a.reserved and not exists (
     select 1 from order_items oi join orders o on o.id = oi.order_id
     where oi.appointment_id = a.id and o.status <> 'cancelled')`,
  'slot in two live orders': `select oi.appointment_id from order_items oi join orders o on o.id = oi.order_id
     where o.status <> 'cancelled' group by oi.appointment_id having count(*) > 1`,
  'order without items': `select o.id from orders o where not exists (
     select 1 from order_items oi where oi.order_id = o.id)`,
};

/** Runs `query(text) → rows` over the invariants; returns how many rows broke each one. */
export async function checkInvariants(query) {
  const broken = {};
  for (const [name, text] of Object.entries(INVARIANTS)) broken[name] = (await query(text)).length;
  return broken;
}

/**
 * Session tokens as the server issues them (HS256, subject, role, and the server-held session they name):
 * one open session per customer, made here rather than by 500 password checks.
 */
export async function customerTokens(query, secret) {
  const rows = await query(`insert into sessions (user_id, expires_at)
     select id, now() + interval '1 day' from users where role = 'user' order by email
     returning id as session_id, user_id`);
  const key = new TextEncoder().encode(secret);
  return Promise.all(
    rows.map((row) =>
      new SignJWT({ role: 'user', sid: String(row.session_id) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(row.user_id))
        .setIssuedAt()
        .setExpirationTime('1d')
        .sign(key),
    ),
  );
}
