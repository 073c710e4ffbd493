/**
 * The dashboard's date filter as text (admin spec §2: "a date, a weekday or month text"), read once into a
 * structured filter on a day of the salon's calendar. The server turns it into SQL, the web app tests a day
 * against it; both read the words the same way, because both use this parser.
 *
 * Every word typed must fit the day: '2026-11-24', '11/24/2026' (en-US, as dates are shown), '2026-11', a
 * year, a day number, a weekday or month name or its first three letters or more ('Tue', 'Nov 24'), so
 * 'Tuesday, November 24, 2026' works too. An unknown word, or two words that disagree ('Monday Tuesday'),
 * match nothing. Arabic weekday and month names (as the Arabic dashboard shows them) are read too.
 */

/** The parts of a day the text fixed; an empty filter matches every day. */
export interface DayFilter {
  year?: number;
  /** 1–12 */
  month?: number;
  /** 1–31 */
  day?: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday?: number;
}

/** What the text asks for: a filter, or `null` when no day can fit it. */
export type DateTextFilter = DayFilter | null;

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/**
 * The Arabic names as Intl writes them in `ar-AE` (issue 18), read the same way: the Arabic dashboard's dates
 * are typed in the words it shows. Written as shown; `normalise` reads them without hamzas and marks.
 */
const ARABIC_WEEKDAY_NAMES = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const ARABIC_MONTH_NAMES = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
/** The most days each month can have (February in a leap year): a month and day without a year. */
const MONTH_MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A name or its first three letters or more: 'tue', 'tues' and 'tuesday' all name Tuesday. */
const nameIndex = (names: string[], word: string) =>
  word.length >= 3 ? names.findIndex((name) => name.startsWith(word)) : -1;

/** What one word fixes; `null` for a word that names no day. */
function readWord(word: string): DayFilter | null {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(word);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(word);
  if (match) return { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  match = /^(\d{4})-(\d{1,2})$/.exec(word);
  if (match) return { year: Number(match[1]), month: Number(match[2]) };
  if (/^\d{4}$/.test(word)) return { year: Number(word) };
  if (/^\d{1,2}$/.test(word)) return { day: Number(word) };
  const weekday = nameIndex(WEEKDAY_NAMES, word);
  if (weekday >= 0) return { weekday };
  const month = nameIndex(MONTH_NAMES, word);
  if (month >= 0) return { month: month + 1 };
  const arabicWeekday = nameIndex(ARABIC_WEEKDAYS, word);
  if (arabicWeekday >= 0) return { weekday: arabicWeekday };
  const arabicMonth = nameIndex(ARABIC_MONTHS, word);
  if (arabicMonth >= 0) return { month: arabicMonth + 1 };
  return null;
}

/** Two readings of the same part that differ cannot both fit one day. */
function merge(into: DayFilter, word: DayFilter): boolean {
  for (const key of ['year', 'month', 'day', 'weekday'] as const) {
    const value = word[key];
    if (value === undefined) continue;
    if (into[key] !== undefined && into[key] !== value) return false;
    into[key] = value;
  }
  return true;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Whether some day of the calendar has these parts ('2026-02-30', month 13 and day 0 have none). */
function isPossible(filter: DayFilter): boolean {
  const { year, month, day } = filter;
  if (month !== undefined && (month < 1 || month > 12)) return false;
  if (day !== undefined && (day < 1 || day > 31)) return false;
  if (month !== undefined && day !== undefined) {
    const max = month === 2 && year !== undefined && !isLeapYear(year) ? 28 : MONTH_MAX_DAYS[month - 1]!;
    if (day > max) return false;
  }
  return true;
}

/** Letters as typed in any case and with or without accents. */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    // Arabic: a hamza written on or under its alef or ya (أ إ آ ئ, NFD's combining hamza) as the bare letter.
    .replace(/[\u0653-\u0655]/g, '')
    .toLowerCase()
    .trim();

const ARABIC_WEEKDAYS = ARABIC_WEEKDAY_NAMES.map(normalise);
const ARABIC_MONTHS = ARABIC_MONTH_NAMES.map(normalise);

export function parseDateText(text: string): DateTextFilter {
  const filter: DayFilter = {};
  // The Arabic comma and the marks Intl puts around Arabic dates' numbers separate words too.
  for (const raw of normalise(text).split(/[\s,،\u200e\u200f\u061c]+/)) {
    // 'Nov.' and 'Tue.' as some write them.
    const word = raw.replace(/\.$/, '');
    if (!word) continue;
    const read = readWord(word);
    if (!read || !merge(filter, read)) return null;
  }
  return isPossible(filter) ? filter : null;
}

/** Whether a day (its parts on the salon's calendar) fits the filter. */
export function dayFitsFilter(
  filter: DateTextFilter,
  day: { year: number; month: number; day: number; weekday: number },
): boolean {
  if (filter === null) return false;
  return (
    (filter.year === undefined || filter.year === day.year) &&
    (filter.month === undefined || filter.month === day.month) &&
    (filter.day === undefined || filter.day === day.day) &&
    (filter.weekday === undefined || filter.weekday === day.weekday)
  );
}

/**
 * The span of days the filter's year, month and day pin down, as local dates (end exclusive), so a
 * database can answer with a range on an index; `undefined` when no year is given (then only the parts
 * themselves can be compared). The parts the span leaves open (a weekday, a day without a month) still
 * have to be tested.
 */
export function dayFilterSpan(
  filter: DayFilter,
):
  | { start: { year: number; month: number; day: number }; end: { year: number; month: number; day: number } }
  | undefined {
  const { year, month, day } = filter;
  if (year === undefined) return undefined;
  if (month === undefined) return { start: { year, month: 1, day: 1 }, end: { year: year + 1, month: 1, day: 1 } };
  const nextMonth = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  if (day === undefined) return { start: { year, month, day: 1 }, end: nextMonth };
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: { year, month, day },
    end: { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
  };
}
