import type { FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { startPeriodicJob } from '@/lib/periodic-job';
import { completeFinishedOrders } from './completion.repository';

/** Orders completed per statement: a backlog (after downtime) is worked off in batches, one per pass. */
const COMPLETION_BATCH = 100;

/**
 * Marks completed the orders whose appointments have all ended and that are not cancelled. An
 * order with a no-show item is completed too: the visit is over, and the item keeps its no-show.
 */
export async function completeFinished(db: Database, batch = COMPLETION_BATCH): Promise<string[]> {
  return completeFinishedOrders(db, batch);
}

/** Runs the completion pass on the reminders' interval while the app is up. */
export function startCompletionJob(app: FastifyInstance, intervalMs: number): void {
  startPeriodicJob(app, 'order completion', intervalMs, async () => {
    const completed = await completeFinished(app.database.db);
    if (completed.length > 0) app.log.info(`completed ${completed.length} finished order(s)`);
  });
}
