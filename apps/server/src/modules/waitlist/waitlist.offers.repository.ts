import { WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appointments, services, therapists, users, waitlistEntries, waitlistOffers } from '@/db/schema';
import { isOffered } from '@/modules/appointments';

/**
 * The offer job's statements. Lock order, so that nothing deadlocks: a customer's change (leave,
 * decline) locks the entry, then the offer, then the slot; the job's lapse skips entries someone holds; the
 * job's new offers lock the slot, then the entry, skipping both when someone holds them.
 */

const HOLD = sql`interval '1 minute' * ${WAITLIST_OFFER_MINUTES}`;
/** How long a process may take to send a claimed offer before another process may try. */
const MESSAGE_LEASE = sql`interval '5 minutes'`;
/**
 * A waiting entry `e` wishes for the slot (the `appointments` row of the statement), and its account was not
 * offered that slot before, by this entry or any it left (declining, leaving and joining again
 * made a new entry that was offered the slot anew, round after round). An entry offered the slot wished for
 * its service and day, so the account's entries of that service and day are read (waitlist_entries_service_
 * day_idx, every status) and each one's offer of the slot (waitlist_offers_entry_slot): a handful of rows.
 */
const entryMatchesSlot = (timeZone: string) => sql`e.service_id = ${appointments.serviceId}
  and e.day = (${appointments.starttime} at time zone ${timeZone})::date
  and (e.therapist_id is null or e.therapist_id = ${appointments.therapistId})
  and (e.window_from is null
    or (extract(hour from (${appointments.starttime} at time zone ${timeZone})) * 60
          + extract(minute from (${appointments.starttime} at time zone ${timeZone})) >= e.window_from
      and extract(hour from (${appointments.starttime} at time zone ${timeZone})) * 60
          + extract(minute from (${appointments.starttime} at time zone ${timeZone})) < e.window_to))
  and not exists (select 1 from ${waitlistEntries} earlier
    join ${waitlistOffers} o on o.entry_id = earlier.id and o.appointment_id = ${appointments.id}
    where earlier.service_id = e.service_id and earlier.day = e.day and earlier.user_id = e.user_id)`;

/**
 * Slots customers may book (free, ahead, not held, therapist not busy) that a waiting entry wishes for and
 * was not offered before, earliest first, at most `limit`. Read from the waiting entries of days to come
 * (their partial index), then each one's service and day (appointments_service_start_idx): the cost follows
 * what waits, never the history.
 */
export async function listSlotsToOffer(
  db: Executor,
  timeZone: string,
  today: string,
  limit: number,
  onlySlots?: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        onlySlots ? inArray(appointments.id, onlySlots) : undefined,
        sql`(${appointments.serviceId}, (${appointments.starttime} at time zone ${timeZone})::date) in (
          select distinct service_id, day from ${waitlistEntries} where status = 'waiting' and day >= ${today}::date)`,
        isOffered(sql`now()`, timeZone),
        // A service booked by phone only is never offered online (the booking would refuse it).
        sql`exists (select 1 from ${services} where ${services.id} = ${appointments.serviceId} and ${services.demandOnline})`,
        sql`exists (select 1 from ${waitlistEntries} e where e.status = 'waiting' and ${entryMatchesSlot(timeZone)})`,
      ),
    )
    .orderBy(asc(appointments.starttime), asc(appointments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Inside a transaction: offers one slot to the earliest-joined waiting entry that wishes for it and was not
 * offered it before. The slot is locked first and only if it is still on offer (SKIP LOCKED: another
 * process offering it, or a booking, passes it by), then the entry (skipped when a customer is changing it
 * or another process offers it a slot). The offer, the hold and the entry's status change together; the
 * unique indexes refuse a second open offer of the slot or of the entry. Returns the offer's id.
 */
export async function offerSlot(db: Executor, slotId: string, timeZone: string): Promise<string | undefined> {
  // The therapist's turn first, as a booking takes it (orders/booking/booking.repository.ts): an offer and a
  // booking of one therapist's overlapping slots queue instead of both going ahead.
  await db.execute(sql`
    select id from ${therapists}
    where id = (select therapist_id from ${appointments} where id = ${slotId})
    for no key update`);
  const [slot] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.id, slotId),
        isOffered(sql`now()`, timeZone),
        // An offer whose time is up but which the lapse step has not reached yet still holds its slot.
        sql`not exists (select 1 from ${waitlistOffers} o where o.appointment_id = ${slotId} and o.status = 'open')`,
      ),
    )
    .for('update', { skipLocked: true });
  if (!slot) return undefined;
  const entries = rowsOf<{ id: string; user_id: string }>(
    await db.execute(sql`
      select e.id, e.user_id from ${waitlistEntries} e, ${appointments}
      where ${appointments.id} = ${slotId} and e.status = 'waiting' and ${entryMatchesSlot(timeZone)}
      order by e.created_at, e.id
      limit 1
      for update of e skip locked`),
  );
  const entry = entries[0];
  if (!entry) return undefined;
  const [offer] = await db
    .insert(waitlistOffers)
    .values({ entryId: entry.id, appointmentId: slotId, expiresAt: sql`now() + ${HOLD}` })
    .returning({ id: waitlistOffers.id, expiresAt: waitlistOffers.expiresAt });
  await db.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, entry.id));
  await db
    .update(appointments)
    .set({ heldUntil: offer!.expiresAt, heldFor: entry.user_id })
    .where(eq(appointments.id, slotId));
  return offer!.id;
}

/**
 * Open offers whose slot is gone: booked (by their customer through the ordinary booking: taken; by
 * nobody else while the hold lasted, but after it: void), or started. Entries whose offer is void wait again.
 */
export async function settleOffersOnGoneSlots(db: Executor): Promise<void> {
  await db.execute(sql`
    with gone as (
      select o.id, o.entry_id, (a.reserved and a.user_id = e.user_id) as theirs,
        (select oi.order_id from order_items oi join orders ord on ord.id = oi.order_id
          where oi.appointment_id = a.id and ord.status <> 'cancelled' limit 1) as order_id
      from ${waitlistOffers} o
      join ${waitlistEntries} e on e.id = o.entry_id
      join ${appointments} a on a.id = o.appointment_id
      where o.status = 'open' and (a.reserved or a.starttime <= now())
      for update of e skip locked
    ),
    settled as (
      update ${waitlistOffers} o set status = case when g.theirs then 'taken' else 'void' end,
        order_id = case when g.theirs then g.order_id end
      from gone g where o.id = g.id and o.status = 'open'
      returning o.id
    )
    update ${waitlistEntries} e set status = case when g.theirs then 'booked' else 'waiting' end
    from gone g where e.id = g.entry_id and e.status = 'offered'`);
}

/**
 * Offers whose time is up lapse: the hold ends and the entry waits again for other times, its account never
 * offered that slot again (`entryMatchesSlot`). Returns the slots to pass on.
 */
export async function lapseExpiredOffers(db: Executor): Promise<string[]> {
  const result = await db.execute(sql`
    with expired as (
      select o.id, o.entry_id, o.appointment_id, e.user_id
      from ${waitlistOffers} o join ${waitlistEntries} e on e.id = o.entry_id
      where o.status = 'open' and o.expires_at <= now()
      order by o.expires_at
      limit 500
      for update of e skip locked
    ),
    lapsed as (
      update ${waitlistOffers} set status = 'lapsed' where id in (select id from expired) and status = 'open'
      returning appointment_id
    ),
    released as (
      update ${appointments} a set held_until = null, held_for = null
      from expired x where a.id = x.appointment_id and a.held_for = x.user_id and not a.reserved
      returning a.id
    ),
    back as (
      update ${waitlistEntries} set status = 'waiting' where id in (select entry_id from expired) and status = 'offered'
      returning id
    )
    select appointment_id::text as id from lapsed`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * Entries whose day has passed end, with any offer they still had; entries left 'offered' without an open
 * offer (its slot was deleted) wait again.
 */
export async function endPastEntries(db: Executor, today: string): Promise<void> {
  await db.execute(sql`
    with past as (
      select id from ${waitlistEntries} where status in ('waiting', 'offered') and day < ${today}::date
      for update skip locked
    ),
    ended as (update ${waitlistEntries} set status = 'ended' where id in (select id from past) returning id)
    update ${waitlistOffers} set status = 'void' where entry_id in (select id from ended) and status = 'open'`);
  await db.execute(sql`
    with orphaned as (
      select e.id from ${waitlistEntries} e
      where e.status = 'offered' and e.day >= ${today}::date
        and not exists (select 1 from ${waitlistOffers} o where o.entry_id = e.id and o.status = 'open')
      for update of e skip locked
    )
    update ${waitlistEntries} set status = 'waiting' where id in (select id from orphaned) and status = 'offered'`);
}

/** Claims open offers not yet sent, each for one process within its lease (SKIP LOCKED, as messaging does). */
export async function claimUnsentOffers(db: Executor, limit = 50): Promise<string[]> {
  const result = await db.execute(sql`
    update ${waitlistOffers} set claimed_until = now() + ${MESSAGE_LEASE}
    where id in (
      select id from ${waitlistOffers}
      where status = 'open' and notified_at is null and (claimed_until is null or claimed_until < now())
      order by created_at
      limit ${limit}
      for update skip locked)
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The claimed offers with what their message says and where it goes. */
export function readClaimedOffers(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: waitlistOffers.id,
      customerName: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      byEmail: users.messagesByEmail,
      // What the text gate decides on: the account, its proved number.
      userId: users.id,
      phone: users.phone,
      verifiedPhone: users.verifiedPhone,
      bySms: users.messagesBySms,
      byWhatsapp: users.messagesByWhatsapp,
      serviceName: services.name,
      serviceNameAr: services.nameAr,
      therapistName: therapists.name,
      starttime: appointments.starttime,
      locale: users.locale,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .innerJoin(appointments, eq(appointments.id, waitlistOffers.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(inArray(waitlistOffers.id, ids));
}

export async function markNotified(db: Executor, id: string): Promise<void> {
  await db.update(waitlistOffers).set({ notifiedAt: sql`now()`, claimedUntil: null }).where(eq(waitlistOffers.id, id));
}
