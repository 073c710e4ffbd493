import {
  addLocalDays,
  catalogue,
  formatDateKey,
  formatDateKeyRange,
  localDateKey,
  parseDateKey,
  type TDayHours,
  type TDayRange,
  weekRuns,
  zonedDateKey,
} from '@salon/shared';
import { isolate, LOCALE } from '@/lib/locale';
// This build's language: the Arabic build reads line/i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './line/i18n/en.json';
import { hoursClockText, weekdayName } from './weekday-text';

/**
 * One line of the salon's week in the site's chrome, whole sentences a translation can reorder. In a
 * catalogue of their own, apart from the hours screens' texts: the first bundle (footer, side menu) carries a
 * whole module, so it carries only these.
 */
export const hoursLineText = catalogue(messages);

export interface HoursLine {
  /** 'Monday', or the first and last weekday of a run ('1-0' for Monday to Sunday). */
  key: string;
  /** 'Tuesday to Sunday, 9am to 8pm', 'Monday: closed'. */
  text: string;
}

/**
 * The week as the footer says it (shared `weekRuns`, the grouping describeWeek uses, in this build's language):
 * runs of consecutive days with the same hours, starting on Monday, with the closed days last.
 */
export function weekLines(week: TDayHours[]): HoursLine[] {
  const runs = weekRuns(week);
  const t = hoursLineText;
  const lines = runs.map(({ first, last }) => {
    const one = first === last;
    const day = weekdayName(first.weekday);
    const span = { first: day, last: weekdayName(last.weekday) };
    const hours = { opens: hoursClockText(first.opens), closes: hoursClockText(first.closes) };
    const text = first.open
      ? one
        ? t.openDay({ day, ...hours })
        : t.openDays({ ...span, ...hours })
      : one
        ? t.closedDay({ day })
        : t.closedDays(span);
    return { key: `${first.weekday}-${last.weekday}`, text, open: first.open };
  });
  return [...lines.filter((line) => line.open), ...lines.filter((line) => !line.open)].map(({ key, text }) => ({
    key,
    text,
  }));
}

/** How far ahead the site tells of a closure: the waitlist's reach, the furthest a customer plans here. */
const CLOSURES_AHEAD_DAYS = 90;
/** The site's chrome names the soonest few; the Hours tab lists them all. */
const CLOSURES_SHOWN = 3;

/**
 * The salon's closures to come as the public site says them ('Closed on Thu, Dec 3, 2026 — National
 * Day'), in the salon's own words for each, the soonest first (as the server lists them) and only those that start within 90 days.
 */
export function closureLines(closures: readonly TDayRange[], timeZone: string, now = new Date()): HoursLine[] {
  const today = zonedDateKey(now, timeZone);
  const last = localDateKey(addLocalDays(parseDateKey(today), CLOSURES_AHEAD_DAYS));
  return closures
    .filter((closure) => closure.to >= today && closure.from <= last)
    .slice(0, CLOSURES_SHOWN)
    .map((closure) => ({
      key: `closure-${closure._id}`,
      text:
        closure.from === closure.to
          ? hoursLineText.closedOnDay({
              day: formatDateKey(closure.from, timeZone, LOCALE),
              reason: isolate(closure.reason),
            })
          : hoursLineText.closedOnDays({
              days: formatDateKeyRange(closure.from, closure.to, timeZone, LOCALE),
              reason: isolate(closure.reason),
            }),
    }));
}
