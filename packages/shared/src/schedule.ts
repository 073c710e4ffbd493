/**
 * The weekly scheduling grid (admin spec §9): the next 7 days starting tomorrow, skipping the days the salon
 * is closed (the spec says Saturday and Sunday; the salon closes on Monday, issue 15), each with the 10 hourly
 * times 09:00–18:00, all on the salon's clock.
 */
import { addLocalDays, zonedParts, zonedTimeToUtc } from './time';

/** 09:00, 10:00 … 18:00: ten hourly slot starts. */
export const WEEKLY_SLOT_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
/** How many days ahead the week covers, counted from tomorrow. */
export const WEEKLY_SCHEDULE_DAYS = 7;
/** The salon's open weekdays when its hours are not known: Tuesday to Sunday. */
export const DEFAULT_OPEN_WEEKDAYS: ReadonlySet<number> = new Set([0, 2, 3, 4, 5, 6]);
/** The numeric duration input elsewhere in the dashboard: 15–300 minutes in steps of 15, default 60. */
export const SLOT_DURATION_INPUT = { min: 15, max: 300, step: 15, default: 60 } as const;

export interface ScheduleDay {
  /** 'YYYY-MM-DD' on the salon's calendar. */
  dateKey: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Noon of that day (UTC instant), handy for formatting the day in the salon's zone. */
  noon: Date;
  slots: ScheduleSlot[];
}

export interface ScheduleSlot {
  /** `${dateKey}T${HH}:00`, unique within the week. */
  key: string;
  dateKey: string;
  hour: number;
  /** The UTC instant the salon's clock reads that hour. */
  starttime: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The days of the weekly grid with their hourly slots, as seen from `now` in `timeZone`. */
export function weeklyScheduleDays(
  now: Date,
  timeZone: string,
  openWeekdays: ReadonlySet<number> = DEFAULT_OPEN_WEEKDAYS,
): ScheduleDay[] {
  const today = zonedParts(now, timeZone);
  const days: ScheduleDay[] = [];
  for (let offset = 1; offset <= WEEKLY_SCHEDULE_DAYS; offset++) {
    const day = addLocalDays(today, offset);
    if (!openWeekdays.has(day.weekday)) continue;
    const dateKey = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
    days.push({
      dateKey,
      weekday: day.weekday,
      noon: zonedTimeToUtc({ ...day, hour: 12 }, timeZone),
      slots: WEEKLY_SLOT_HOURS.map((hour) => ({
        key: `${dateKey}T${pad(hour)}:00`,
        dateKey,
        hour,
        starttime: zonedTimeToUtc({ ...day, hour }, timeZone),
      })),
    });
  }
  return days;
}
