import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import type { ReminderMetrics } from '@/lib/metrics';
import { startPeriodicJob } from '@/lib/periodic-job';
import { type MailDeps, recipientOf, sendReminder } from '../shared/mail';
import * as repository from './reminders.repository';

const REMINDER_LEAD_MS = 24 * 3600_000;

/**
 * Sends the reminders that are due. The schedule is not kept in memory but derived from the bookings in
 * the database, so a restart loses nothing; a claim with a lease makes sure that of several processes
 * only one sends each reminder, and a failed send is released to be tried again on the next run.
 */
export async function sendDueReminders(deps: MailDeps & { db: Database; metrics?: ReminderMetrics }): Promise<number> {
  const claimed = await repository.itemsWithOrders(deps.db, await repository.claimDueReminders(deps.db));
  const optedOut = await repository.withoutEmailReminders(deps.db, [
    ...new Set(claimed.flatMap(({ order }) => (order.userId ? [order.userId] : []))),
  ]);
  let sent = 0;
  for (const { item, order } of claimed) {
    // A customer who chose no e-mail in My account gets no reminder mail; it counts as done all the same.
    const recipient = order.userId && optedOut.has(order.userId) ? undefined : recipientOf(order);
    try {
      if (recipient) await sendReminder(deps, recipient, item);
      await repository.markReminderSent(deps.db, item.id);
      if (recipient) {
        sent += 1;
        // Due a day before the appointment (the window `claimDueReminders` opens).
        deps.metrics?.sentLate((Date.now() - (item.starttime.getTime() - REMINDER_LEAD_MS)) / 1000);
      }
    } catch (error) {
      deps.log.error({ err: error, orderItemId: item.id }, 'reminder could not be sent; it will be retried');
      await repository.releaseReminderClaim(deps.db, item.id);
    }
  }
  return sent;
}

/** Runs the reminder pass every `intervalMs` while the app is up; passes never overlap. */
export function startReminderJob(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, 'reminder', intervalMs, async () => {
    const sent = await sendDueReminders({
      db: app.database.db,
      mailer: app.mailer,
      timeZone: app.config.salonTimeZone,
      publicUrl: app.config.publicUrl,
      log: app.log,
      metrics: app.metrics.reminders,
    });
    if (sent > 0) app.log.info(`sent ${sent} appointment reminder(s)`);
  });
}
