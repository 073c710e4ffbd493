import { zonedDateKey } from '@salon/shared';
import type { Executor } from '@/db/client';
import { closedDaysFrom } from './till.repository';

/** A 'YYYY-MM-DD' key one calendar day later. */
export function nextDay(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

/** How far ahead closed days are looked for: a salon never closes its till weeks in advance. */
const CLOSED_DAYS_AHEAD = 60;

/**
 * The salon's day a ledger row counts on: today in the salon's time zone, or the next day that is not yet
 * closed (docs/decisions.md: a late correction lands on today, or after a closed today, on the next day).
 */
export async function businessDay(db: Executor, timeZone: string, now = new Date()): Promise<string> {
  let day = zonedDateKey(now, timeZone);
  for (const closed of await closedDaysFrom(db, day, CLOSED_DAYS_AHEAD)) {
    if (closed !== day) break;
    day = nextDay(day);
  }
  return day;
}
