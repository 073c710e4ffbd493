import { addLocalDays } from '@salon/shared';

/**
 * Arithmetic on 'YYYY-MM-DD' keys of the salon's calendar: pure dates, never the browser's local ones, so a
 * browser in another zone counts the same days.
 */
interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function parseDateKey(key: string): LocalDate {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day };
}

export const toDateKey = (date: LocalDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;

export const addDays = (key: string, days: number) => toDateKey(addLocalDays(parseDateKey(key), days));

/** 0 = Sunday … 6 = Saturday, for a date key (pure date arithmetic, no zone). */
export const weekdayOf = (key: string) => addLocalDays(parseDateKey(key), 0).weekday;

/** The Sunday on or before the day. */
export const startOfWeek = (key: string) => addDays(key, -weekdayOf(key));
