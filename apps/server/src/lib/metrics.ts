import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './errors';

/** Why a booking was refused: a small fixed set, so the label can never grow without bound. */
export type BookingRefusalReason = 'taken' | 'limit' | 'phone_only' | 'throttled' | 'invalid';
export type BookingChannel = 'online' | 'staff';

/** What the booking path reports; optional in its dependencies so that tests of rules alone need none. */
export interface BookingMetrics {
  made(channel: BookingChannel): void;
  refused(reason: BookingRefusalReason): void;
}

export interface MailMetrics {
  sent(): void;
  failed(): void;
}

export interface ReminderMetrics {
  /** Seconds between the moment a reminder became due and the moment it went out. */
  sentLate(seconds: number): void;
}

/** Which daily cap stopped a text (issue 26): one per number, one per account. */
export type TextCap = 'number' | 'account';

export interface TextMetrics {
  capped(channel: 'sms' | 'whatsapp', cap: TextCap): void;
}

export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  bookings: BookingMetrics;
  mail: MailMetrics;
  reminders: ReminderMetrics;
  texts: TextMetrics;
}

/**
 * One registry per app instance: tests build several apps in one process, and prom-client's global
 * registry would refuse the second set of metrics (or mix their counts).
 */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  // Includes nodejs_eventloop_lag_* (the benchmark reads nodejs_eventloop_lag_max_seconds during a run).
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    // From a cached catalog read (~1 ms) to a slow report; the ~50 ms budget falls between two buckets.
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const made = new Counter({
    name: 'salon_bookings_made_total',
    help: 'Orders booked, by channel (online by a customer, or staff)',
    labelNames: ['channel'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'salon_bookings_refused_total',
    help: 'Orders refused, by reason (taken, limit, phone_only, throttled, invalid)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const mailSent = new Counter({ name: 'salon_mail_sent_total', help: 'Mails sent', registers: [registry] });
  const mailFailed = new Counter({
    name: 'salon_mail_failed_total',
    help: 'Mails that could not be sent',
    registers: [registry],
  });
  const reminderLag = new Histogram({
    name: 'salon_reminder_lag_seconds',
    help: 'Seconds between a reminder falling due and its sending',
    // The job runs every REMINDER_INTERVAL_MS (a minute by default): most reminders land below it.
    buckets: [1, 5, 15, 30, 60, 120, 300, 900, 3600, 6 * 3600],
    registers: [registry],
  });
  const textsCapped = new Counter({
    name: 'salon_texts_capped_total',
    help: 'SMS and WhatsApp messages (codes included) not sent because a daily cap was reached, by channel and cap (number, account)',
    labelNames: ['channel', 'cap'] as const,
    registers: [registry],
  });
  for (const channel of ['online', 'staff']) made.labels(channel).inc(0);
  for (const channel of ['sms', 'whatsapp'])
    for (const cap of ['number', 'account']) textsCapped.labels(channel, cap).inc(0);
  for (const reason of ['taken', 'limit', 'phone_only', 'throttled', 'invalid']) refused.labels(reason).inc(0);
  return {
    registry,
    httpDuration,
    bookings: { made: (channel) => made.labels(channel).inc(), refused: (reason) => refused.labels(reason).inc() },
    mail: { sent: () => mailSent.inc(), failed: () => mailFailed.inc() },
    reminders: { sentLate: (seconds) => reminderLag.observe(Math.max(0, seconds)) },
    texts: { capped: (channel, cap) => textsCapped.labels(channel, cap).inc() },
  };
}

const REFUSAL_REASON = Symbol('booking refusal reason');

/** Marks a refusal whose error code alone does not say why (both limits are conflicts, like a taken slot). */
export function refusedFor<E extends AppError>(reason: BookingRefusalReason, error: E): E {
  (error as E & { [REFUSAL_REASON]?: BookingRefusalReason })[REFUSAL_REASON] = reason;
  return error;
}

/** The refusal reason of an error thrown while booking; undefined for failures that are not refusals (5xx). */
export function refusalReasonOf(error: unknown): BookingRefusalReason | undefined {
  if (!(error instanceof AppError)) return undefined;
  const marked = (error as AppError & { [REFUSAL_REASON]?: BookingRefusalReason })[REFUSAL_REASON];
  if (marked) return marked;
  if (error.code === 'CONFLICT') return 'taken';
  if (error.code === 'THROTTLED') return 'throttled';
  return error.statusCode < 500 ? 'invalid' : undefined;
}

/** Runs one booking and counts it as made, or as refused with its reason. */
export async function countBooking<T>(
  metrics: BookingMetrics | undefined,
  channel: BookingChannel,
  book: () => Promise<T>,
): Promise<T> {
  try {
    const booked = await book();
    metrics?.made(channel);
    return booked;
  } catch (error) {
    const reason = refusalReasonOf(error);
    if (reason) metrics?.refused(reason);
    throw error;
  }
}
