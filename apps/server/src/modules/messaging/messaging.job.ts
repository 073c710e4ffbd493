import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { serviceNameIn } from '@/lib/catalog-text';
import { MESSAGE_CHANNELS, type MessageChannel, MessagingError, type MessagingProvider } from '@/lib/messaging';
import { startPeriodicJob } from '@/lib/periodic-job';
import { readOrderItems } from '@/modules/orders';
import * as repository from './messaging.repository';
import { MESSAGE_TEXTS } from './messaging.texts';
import { type TextDecision, type TextGate, textGateOf } from './text-gate';

/** A message is tried this many times at most; the waits between tries double from the base, up to an hour. */
export const MAX_MESSAGE_ATTEMPTS = 5;
export const DEFAULT_RETRY_BASE_MS = 60_000;
const MAX_RETRY_WAIT_MS = 3600_000;

export interface MessageJobDeps {
  db: Database;
  messenger: MessagingProvider;
  timeZone: string;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  /** Who may be texted, at which number, how much. */
  texts: TextGate;
  /** The first wait after a failure (tests make it short). */
  retryBaseMs?: number;
}

/** The wait before the next try after `attempts` tries, or undefined when the message is given up. */
export function retryDelay(attempts: number, baseMs: number, error: unknown): number | undefined {
  // A request Twilio refuses for what it is (a bad number, no consent on its side) fails the same way again.
  const status = error instanceof MessagingError ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) return undefined;
  if (attempts >= MAX_MESSAGE_ATTEMPTS) return undefined;
  return Math.min(baseMs * 2 ** (attempts - 1), MAX_RETRY_WAIT_MS);
}

/**
 * Writes a delivery for each message now due on each channel its customer chose and the provider offers, to
 * the number they proved; a customer the gate would never text gets none.
 */
export async function enqueueDueMessages(deps: MessageJobDeps): Promise<void> {
  const due = await repository.listDueMessages(deps.db, deps.messenger.channels);
  const rows = due.flatMap((message) => {
    const decision = deps.texts.eligible(message);
    if (!('to' in decision)) return [];
    const toPhone = decision.to;
    const chosen: Record<MessageChannel, boolean> = { sms: message.bySms, whatsapp: message.byWhatsapp };
    return MESSAGE_CHANNELS.filter((channel) => chosen[channel] && deps.messenger.channels.has(channel)).map(
      (channel) => ({
        orderItemId: message.orderItemId,
        channel,
        kind: message.kind,
        revision: message.revision,
        toPhone,
      }),
    );
  });
  await repository.insertDeliveries(deps.db, rows);
}

/** Why a claimed message is not sent after all, or undefined when it still goes. */
function reasonToDrop(delivery: repository.ClaimedDelivery): string | undefined {
  if (!['pending', 'processing'].includes(delivery.orderStatus)) return `the order is ${delivery.orderStatus}`;
  if (delivery.itemRevision !== delivery.revision) return 'the appointment was moved';
  if (delivery.starttime.getTime() <= Date.now()) return 'the appointment has started';
  if (!(delivery.channel === 'sms' ? delivery.bySms : delivery.byWhatsapp))
    return `the customer left ${delivery.channel}`;
  return undefined;
}

/**
 * Whether the gate lets this delivery go now, to the number it was written for (a phone changed since is
 * unproved, and a number proved since gets the texts written from then on). Counts it against the caps.
 */
async function admitted(deps: MessageJobDeps, delivery: repository.ClaimedDelivery): Promise<TextDecision> {
  if (!delivery.userId) return { refused: 'phone unproved' };
  const recipient = { ...delivery, userId: delivery.userId };
  const eligible = deps.texts.eligible(recipient);
  if ('to' in eligible && eligible.to !== delivery.toPhone) return { refused: 'phone unproved' };
  return 'to' in eligible ? deps.texts.admit(recipient, delivery.channel) : eligible;
}

/**
 * Sends the SMS and WhatsApp messages that are due. What is due is derived from the bookings and
 * written as deliveries (one per item, channel, kind and revision: the unique key keeps it once); a claim with
 * a lease makes one process send each; a failure is tried again later, a bounded number of times. Bookings
 * never wait for this: it runs in the job, after their commit.
 */
export async function sendDueMessages(deps: MessageJobDeps): Promise<number> {
  await enqueueDueMessages(deps);
  const claimed = await repository.readClaimed(deps.db, await repository.claimDueDeliveries(deps.db));
  const items = new Map(
    (
      await readOrderItems(
        deps.db,
        claimed.map((delivery) => delivery.orderItemId),
      )
    ).map((item) => [item.id, item]),
  );
  let sent = 0;
  for (const delivery of claimed) {
    const item = items.get(delivery.orderItemId);
    if (delivery.attempts > MAX_MESSAGE_ATTEMPTS) {
      await repository.markFailed(deps.db, delivery.id, 'no attempts left', undefined);
      continue;
    }
    const reason = reasonToDrop(delivery);
    if (reason || !item || !delivery.toPhone) {
      await repository.markDropped(deps.db, delivery.id, reason ?? 'the appointment is gone');
      continue;
    }
    // Dropped, not retried: a refusal holds for the rest of the day at least, and the cap's warning is logged.
    const decision = await admitted(deps, delivery);
    if ('refused' in decision) {
      await repository.markDropped(deps.db, delivery.id, decision.refused);
      continue;
    }
    const locale = delivery.locale ?? 'en';
    const body = MESSAGE_TEXTS[delivery.kind](
      {
        orderId: delivery.orderId,
        serviceName: serviceNameIn(item, locale),
        therapistName: item.therapistName,
        starttime: item.starttime,
      },
      deps.timeZone,
      locale,
    );
    try {
      await deps.messenger.send({ channel: delivery.channel, to: delivery.toPhone, body });
      await repository.markSent(deps.db, delivery.id);
      sent += 1;
    } catch (error) {
      const wait = retryDelay(delivery.attempts, deps.retryBaseMs ?? DEFAULT_RETRY_BASE_MS, error);
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn(
        { err: error, deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts },
        wait === undefined ? 'message could not be sent; given up' : 'message could not be sent; it will be retried',
      );
      await repository.markFailed(deps.db, delivery.id, message.slice(0, 500), wait);
    }
  }
  return sent;
}

/** Runs the message pass every `intervalMs` while the app is up; passes never overlap in a process. */
export function startMessageJob(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, 'message', intervalMs, async () => {
    const sent = await sendDueMessages({
      db: app.database.db,
      messenger: app.messenger,
      timeZone: app.config.salonTimeZone,
      log: app.log,
      texts: textGateOf(app),
    });
    if (sent > 0) app.log.info(`sent ${sent} SMS/WhatsApp message(s)`);
  });
}
