import { CANCELLATION_NOTICE_HOURS } from '@salon/shared';

const CANCELLATION_NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3600_000;

/** The terms: a customer may cancel online up to `CANCELLATION_NOTICE_HOURS` before the start. */
export function cancellableOnline(starttime: Date, now: Date = new Date()): boolean {
  return starttime.getTime() - now.getTime() >= CANCELLATION_NOTICE_MS;
}
