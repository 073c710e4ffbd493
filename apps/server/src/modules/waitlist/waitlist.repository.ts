import { and, asc, count, eq, getTableColumns, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { appointments, services, therapists, users, waitlistEntries, waitlistOffers } from '@/db/schema';
import { isOffered } from '@/modules/appointments';

/** What a customer wishes for: a service on a salon day, maybe one therapist, maybe a window (minutes). */
export interface Wish {
  serviceId: string;
  day: string;
  therapistId: string | null;
  windowFrom: number | null;
  windowTo: number | null;
}

export const LIVE_STATUSES = ['waiting', 'offered'] as const;

/**
 * Whether the slot (the `appointments` row of the statement) falls in a wish: its service, its salon day,
 * its therapist if one was named, its start within the window on the salon's clock.
 */
export function slotMatches(wish: { [K in keyof Wish]: SQL | string | number | null }, timeZone: string): SQL {
  const local = sql`(${appointments.starttime} at time zone ${timeZone})`;
  return sql`${appointments.serviceId} = ${wish.serviceId}
    and ${local}::date = ${wish.day}::date
    and (${wish.therapistId}::uuid is null or ${appointments.therapistId} = ${wish.therapistId}::uuid)
    and (${wish.windowFrom}::int is null
      or (extract(hour from ${local}) * 60 + extract(minute from ${local}) >= ${wish.windowFrom}::int
        and extract(hour from ${local}) * 60 + extract(minute from ${local}) < ${wish.windowTo}::int))`;
}

/** Whether customers may book a slot that fits the wish right now (then they need no waitlist). */
export async function hasOfferedSlotFor(db: Executor, wish: Wish, timeZone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(isOffered(now, timeZone), slotMatches(wish, timeZone)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a slot that fits the wish is held right now by a waitlist offer for another customer: free and
 * ahead otherwise, so it goes to that customer, the next in line or back on sale.
 */
export async function hasSlotHeldForOthers(
  db: Executor,
  wish: Wish,
  timeZone: string,
  now: Date,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.reserved, false),
        gt(appointments.starttime, now),
        gt(appointments.heldUntil, now),
        ne(appointments.heldFor, userId),
        slotMatches(wish, timeZone),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function serviceExists(db: Executor, id: string): Promise<boolean> {
  return (await findService(db, id)) !== undefined;
}

/** The service's name and whether customers may book it online. */
export async function findService(db: Executor, id: string) {
  const [row] = await db
    .select({ serviceName: services.name, serviceNameAr: services.nameAr, demandOnline: services.demandOnline })
    .from(services)
    .where(eq(services.id, id));
  return row;
}

/** The therapist one waits for, by name (a closed day's answer names them). */
export async function findTherapistName(db: Executor, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: therapists.id, name: therapists.name })
    .from(therapists)
    .where(eq(therapists.id, id));
  return row;
}

/** Inside a transaction: the customer's turn to join (their row locked), so parallel joins count each other. */
export async function lockUser(db: Executor, userId: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')).length > 0;
}

export async function countLiveEntries(db: Executor, userId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, [...LIVE_STATUSES]),
        gte(waitlistEntries.day, today),
      ),
    );
  return row?.n ?? 0;
}

export async function insertEntry(db: Executor, userId: string, wish: Wish): Promise<string> {
  const [row] = await db
    .insert(waitlistEntries)
    .values({ userId, ...wish })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

export const entryTherapists = alias(therapists, 'entry_therapist');

/** An entry's own columns with the names of its service and therapist. */
export const entryColumns = {
  ...getTableColumns(waitlistEntries),
  serviceName: services.name,
  /** Its Arabic name, for an Arabic reader. */
  serviceNameAr: services.nameAr,
  therapistName: entryTherapists.name,
};

/** Entries with their service and therapist names, as every answer about entries shows them. */
function listEntries(db: Executor, where: SQL | undefined) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(entryTherapists, eq(entryTherapists.id, waitlistEntries.therapistId))
    .where(where)
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

export async function findEntry(db: Executor, id: string): Promise<EntryRow | undefined> {
  return (await listEntries(db, eq(waitlistEntries.id, id)))[0];
}

/** Every entry the customer ever made, for their data download (bounded: 10 live at a time, a day each). */
export function listAllEntriesOf(db: Executor, userId: string): Promise<EntryRow[]> {
  return listEntries(db, eq(waitlistEntries.userId, userId)).limit(5000);
}

/** The customer's live entries for today and later (at most `limit`). */
export function listMyEntries(db: Executor, userId: string, today: string, limit: number): Promise<EntryRow[]> {
  return listEntries(
    db,
    and(
      eq(waitlistEntries.userId, userId),
      inArray(waitlistEntries.status, [...LIVE_STATUSES]),
      gte(waitlistEntries.day, today),
    ),
  ).limit(limit);
}

/** An offer with the slot it holds and the customer it holds it for: what every answer about offers shows. */
const offerColumns = {
  id: waitlistOffers.id,
  entryId: waitlistOffers.entryId,
  userId: waitlistEntries.userId,
  appointmentId: waitlistOffers.appointmentId,
  serviceId: services.id,
  serviceName: services.name,
  serviceNameAr: services.nameAr,
  price: services.price,
  discount: services.discount,
  therapistName: therapists.name,
  starttime: appointments.starttime,
  endtime: appointments.endtime,
  expiresAt: waitlistOffers.expiresAt,
  status: waitlistOffers.status,
  orderId: waitlistOffers.orderId,
};

function listOffers(db: Executor, where: SQL | undefined) {
  return db
    .select(offerColumns)
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(appointments, eq(appointments.id, waitlistOffers.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(where);
}

export type OfferRow = Awaited<ReturnType<typeof listOffers>>[number];

export async function findOffer(db: Executor, id: string): Promise<OfferRow | undefined> {
  return (await listOffers(db, eq(waitlistOffers.id, id)))[0];
}

/** The open offers of these entries. */
export function listOpenOffers(db: Executor, entryIds: string[]): Promise<OfferRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return listOffers(db, and(inArray(waitlistOffers.entryId, entryIds), eq(waitlistOffers.status, 'open')));
}

/**
 * Inside a transaction: the entry's row locked, the first lock every customer's change of an entry or its
 * offer takes (leave, decline), and the one the job's lapse takes (or skips), so they never deadlock.
 */
export async function lockEntry(db: Executor, id: string) {
  const [row] = await db
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update');
  return row;
}

export async function setEntryStatus(
  db: Executor,
  id: string,
  status: EntryRow['status'],
  from: EntryRow['status'][],
): Promise<boolean> {
  const rows = await db
    .update(waitlistEntries)
    .set({ status })
    .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, from)))
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

/**
 * Closes the entry's open offer (declined, void) and ends its hold on the slot, unless the slot was booked
 * meanwhile. Returns the slot that went back on offer, if any.
 */
export async function closeOpenOffer(
  db: Executor,
  entryId: string,
  status: 'declined' | 'void',
  offerId?: string,
): Promise<string | undefined> {
  const [offer] = await db
    .update(waitlistOffers)
    .set({ status })
    .where(
      and(
        eq(waitlistOffers.entryId, entryId),
        eq(waitlistOffers.status, 'open'),
        offerId ? eq(waitlistOffers.id, offerId) : undefined,
      ),
    )
    .returning({ appointmentId: waitlistOffers.appointmentId });
  if (!offer) return undefined;
  await db
    .update(appointments)
    .set({ heldUntil: null, heldFor: null })
    .where(and(eq(appointments.id, offer.appointmentId), eq(appointments.reserved, false)));
  return offer.appointmentId;
}

/** The offer was used: the order it made, and the entry is done. */
export async function markTaken(db: Executor, offerId: string, entryId: string, orderId: string): Promise<void> {
  await db
    .update(waitlistOffers)
    .set({ status: 'taken', orderId })
    .where(and(eq(waitlistOffers.id, offerId), inArray(waitlistOffers.status, ['open', 'lapsed'])));
  await db
    .update(waitlistEntries)
    .set({ status: 'booked' })
    .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, ['waiting', 'offered'])));
}
