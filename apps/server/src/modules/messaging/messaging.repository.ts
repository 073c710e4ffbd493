import type { Locale } from '@salon/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appointments, messageDeliveries, orderItems, orders, users } from '@/db/schema';
import type { MessageChannel } from '@/lib/messaging';
import type { MessageKind } from './messaging.texts';

/** How long a process may take to send a claimed message before another process may try. */
const MESSAGE_LEASE = sql`interval '5 minutes'`;

/** How recent a booking gets its confirmation by SMS or WhatsApp: a job that was down does not send stale ones. */
const CONFIRMATION_WINDOW = sql`interval '1 hour'`;

export interface DueMessage {
  orderItemId: string;
  kind: MessageKind;
  revision: number;
  userId: string;
  phone: string | null;
  verifiedPhone: string | null;
  emailVerifiedAt: Date | null;
  bySms: boolean;
  byWhatsapp: boolean;
}

/**
 * The messages now due to customers who opted in to SMS or WhatsApp, each (item, kind, revision) once:
 * - the confirmation of an item booked within the last hour (not of a move: the move has its own mail);
 * - the 24-hour reminder of an item starting in 2 to 24 hours, booked more than 24 hours ahead;
 * - the 2-hour reminder of an item starting within 2 hours, booked more than 2 hours ahead.
 * Items of live orders, in the future. Deliveries already written are left out by the unique key on insert.
 * Only accounts with a verified address and a proved number (issue 26): the rest could never be texted, and
 * leaving them out here keeps a flood of such bookings from filling the pass's 500 rows. Whether the number
 * still holds is the text gate's to decide.
 */
export async function listDueMessages(db: Executor, channels: ReadonlySet<MessageChannel>): Promise<DueMessage[]> {
  const sms = channels.has('sms');
  const whatsapp = channels.has('whatsapp');
  const result = await db.execute(sql`
    select oi.id as "orderItemId", k.kind, oi.revision, u.id as "userId", u.phone,
           u.verified_phone as "verifiedPhone", u.email_verified_at as "emailVerifiedAt",
           u.messages_by_sms as "bySms", u.messages_by_whatsapp as "byWhatsapp"
    from ${orderItems} oi
    join ${appointments} a on a.id = oi.appointment_id
    join ${orders} o on o.id = oi.order_id
    join ${users} u on u.id = o.user_id
    cross join (values ('confirmation'), ('reminder-24h'), ('reminder-2h')) as k(kind)
    where ((${sms}::boolean and u.messages_by_sms) or (${whatsapp}::boolean and u.messages_by_whatsapp))
      and u.email_verified_at is not null and u.verified_phone is not null
      and o.status in ('pending', 'processing')
      and a.starttime > now()
      and (
        (k.kind = 'confirmation' and oi.revision = 0 and oi.created_at > now() - ${CONFIRMATION_WINDOW})
        or (k.kind = 'reminder-24h' and a.starttime <= now() + interval '24 hours'
            and a.starttime > now() + interval '2 hours' and oi.created_at <= a.starttime - interval '24 hours')
        or (k.kind = 'reminder-2h' and a.starttime <= now() + interval '2 hours'
            and oi.created_at <= a.starttime - interval '2 hours')
      )
      and ((${sms}::boolean and u.messages_by_sms and not exists (
             select 1 from ${messageDeliveries} d where d.order_item_id = oi.id and d.channel = 'sms'
               and d.kind = k.kind and d.revision = oi.revision))
        or (${whatsapp}::boolean and u.messages_by_whatsapp and not exists (
             select 1 from ${messageDeliveries} d where d.order_item_id = oi.id and d.channel = 'whatsapp'
               and d.kind = k.kind and d.revision = oi.revision)))
    order by a.starttime
    limit 500`);
  return rowsOf<DueMessage>(result);
}

/** Writes the deliveries; one that exists already (another process wrote it) is left as it is. */
export async function insertDeliveries(
  db: Executor,
  rows: { orderItemId: string; channel: MessageChannel; kind: MessageKind; revision: number; toPhone: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(messageDeliveries).values(rows).onConflictDoNothing();
}

/**
 * Claims the deliveries whose time has come and that no process holds within its lease, counting the
 * attempt now (a process that dies while sending has used one). SKIP LOCKED lets several processes claim
 * at once without taking the same one.
 */
export async function claimDueDeliveries(db: Executor, limit = 50): Promise<string[]> {
  const result = await db.execute(sql`
    update ${messageDeliveries}
    set claimed_until = now() + ${MESSAGE_LEASE}, attempts = attempts + 1
    where id in (
      select id from ${messageDeliveries}
      where status = 'pending' and next_attempt_at <= now()
        and (claimed_until is null or claimed_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export interface ClaimedDelivery {
  id: string;
  orderItemId: string;
  channel: MessageChannel;
  kind: MessageKind;
  revision: number;
  /** Null once the account was deleted: nothing more goes to its number. */
  toPhone: string | null;
  attempts: number;
  orderId: string;
  orderStatus: string;
  itemRevision: number;
  starttime: Date;
  bySms: boolean | null;
  byWhatsapp: boolean | null;
  /** The account (null once deleted) and what the text gate decides on. */
  userId: string | null;
  phone: string | null;
  verifiedPhone: string | null;
  emailVerifiedAt: Date | null;
  /** The account's language (issue 18): the message is written in it. */
  locale: Locale | null;
}

/** The claimed deliveries with what decides whether they still go: the order, the item's time, the consent. */
export async function readClaimed(db: Executor, ids: string[]): Promise<ClaimedDelivery[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messageDeliveries.id,
      orderItemId: messageDeliveries.orderItemId,
      channel: messageDeliveries.channel,
      kind: messageDeliveries.kind,
      revision: messageDeliveries.revision,
      toPhone: messageDeliveries.toPhone,
      attempts: messageDeliveries.attempts,
      orderId: orders.id,
      orderStatus: orders.status,
      itemRevision: orderItems.revision,
      starttime: appointments.starttime,
      bySms: users.messagesBySms,
      byWhatsapp: users.messagesByWhatsapp,
      userId: users.id,
      phone: users.phone,
      verifiedPhone: users.verifiedPhone,
      emailVerifiedAt: users.emailVerifiedAt,
      locale: users.locale,
    })
    .from(messageDeliveries)
    .innerJoin(orderItems, eq(orderItems.id, messageDeliveries.orderItemId))
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(messageDeliveries.id, ids));
}

const whileClaimed = (id: string) => and(eq(messageDeliveries.id, id), eq(messageDeliveries.status, 'pending'));

export async function markSent(db: Executor, id: string): Promise<void> {
  await db
    .update(messageDeliveries)
    .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(whileClaimed(id));
}

/** A failure: tried again after `retryInMs`, or given up (`retryInMs` undefined). */
export async function markFailed(db: Executor, id: string, error: string, retryInMs: number | undefined) {
  await db
    .update(messageDeliveries)
    .set(
      retryInMs === undefined
        ? { status: 'failed', claimedUntil: null, lastError: error }
        : {
            nextAttemptAt: sql`now() + ${retryInMs} * interval '1 millisecond'`,
            claimedUntil: null,
            lastError: error,
          },
    )
    .where(whileClaimed(id));
}

/** A message that no longer makes sense (cancelled, moved, started, consent withdrawn) and is not sent. */
export async function markDropped(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(messageDeliveries)
    .set({ status: 'dropped', claimedUntil: null, lastError: reason })
    .where(whileClaimed(id));
}
