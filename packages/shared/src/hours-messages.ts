import { catalogue } from './i18n/catalogue';
import { INTL_LOCALES, type Locale } from './i18n/locale';
import { type ClosedDay, clockText, clockToMinutes, weekRuns } from './opening-hours';
import type { TDayHours } from './schemas/hours';
import arTexts from './texts/hours/i18n/ar.json';
import texts from './texts/hours/i18n/en.json';
import { staticTexts } from './texts/static-texts';
import { formatDateKey } from './time-format';

/**
 * What the server says about opening hours, closures, working hours and absences; the dashboard shows it too.
 * Texts: `texts/hours/i18n/`.
 */
export const HOURS_MESSAGES = /* @__PURE__ */ staticTexts(
  catalogue(texts),
  'hoursOpenDay',
  'hoursOpenDays',
  'dayClosedWeekly',
  'dayClosure',
  'therapistAwayOnDay',
  'therapistOffOnDay',
);

/**
 * The texts that carry the week or a day, in both languages: they are written in the reader's language where
 * they are made (a translation of the English answer would keep English weekdays inside the Arabic).
 */
const HOURS_TEXTS = { en: catalogue(texts), ar: catalogue(arTexts as typeof texts) };

/** 'Monday' for 1 (0 is Sunday, as in TDayHours) in the language: 4 January 2026 was a Sunday. */
function weekdayIn(weekday: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday, 12)),
  );
}

/** An 'HH:MM' of the week as the public site writes it: the spec's '9am' in English, Intl's '9 ص' in Arabic. */
function clockIn(clock: string, locale: Locale): string {
  if (locale === 'en') return clockText(clock);
  const minutes = clockToMinutes(clock) % 1440;
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC' };
  if (minutes % 60) options.minute = '2-digit';
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], options).format(
    new Date(Date.UTC(2026, 0, 4, Math.floor(minutes / 60), minutes % 60)),
  );
}

/**
 * The open days of a week as one text in the language ('Tuesday to Sunday, 9am to 8pm'): the runs of days
 * with the same hours from Monday (the footer's grouping, `weekRuns`), the closed ones left out.
 */
export function openingHoursText(week: readonly TDayHours[], locale: Locale): string {
  const t = HOURS_TEXTS[locale];
  const lines = weekRuns([...week])
    .filter(({ first }) => first.open)
    .map(({ first, last }) => {
      const hours = { opens: clockIn(first.opens, locale), closes: clockIn(first.closes, locale) };
      return first === last
        ? t.hoursOpenDay({ day: weekdayIn(first.weekday, locale), ...hours })
        : t.hoursOpenDays({ first: weekdayIn(first.weekday, locale), last: weekdayIn(last.weekday, locale), ...hours });
    });
  return lines.length > 0 ? lines.join(t.hoursSeparator()) : t.hoursNone();
}

/**
 * Why a day cannot be waited for, with the hours one can (issue 27): the salon's for a closed day, the
 * therapist's for their day off. `week` is the salon's; `therapist.week` the therapist's own (or the salon's).
 */
export function closedDayMessage(
  closed: ClosedDay,
  facts: {
    day: string;
    timeZone: string;
    week: readonly TDayHours[];
    therapist?: { name: string; week: readonly TDayHours[] };
  },
  locale: Locale,
): string {
  const t = HOURS_TEXTS[locale];
  // A name or reason in another script keeps its own order inside an Arabic sentence (first-strong isolate).
  const iso = (text: string) => (locale === 'ar' ? `\u2068${text}\u2069` : text);
  const day = formatDateKey(facts.day, facts.timeZone, locale);
  const salonHours = openingHoursText(facts.week, locale);
  if (closed.kind === 'closure') return t.dayClosure({ day, reason: iso(closed.reason), hours: salonHours });
  if (closed.kind === 'weekly' || !facts.therapist) return t.dayClosedWeekly({ day, hours: salonHours });
  const therapist = {
    therapist: iso(facts.therapist.name),
    day,
    hours: openingHoursText(facts.therapist.week, locale),
  };
  return closed.kind === 'therapistAway' ? t.therapistAwayOnDay(therapist) : t.therapistOffOnDay(therapist);
}
