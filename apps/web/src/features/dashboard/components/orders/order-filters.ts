import { DEFAULT_SALON_TIMEZONE, zonedParts } from '@salon/shared';
import { normaliseSearch } from '../../../catalog/services-filter';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
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

/** A name or its first three letters or more: 'tue', 'tues' and 'tuesday' all name Tuesday. */
const nameIndex = (names: string[], word: string) =>
  word.length >= 3 ? names.findIndex((name) => name.startsWith(word)) : -1;

type DayParts = { year: number; month: number; day: number; weekday: number };

/** Whether one word of the date filter fits the day; an unknown word fits nothing. */
function wordMatches(word: string, d: DayParts): boolean {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(word);
  if (match) return Number(match[1]) === d.year && Number(match[2]) === d.month && Number(match[3]) === d.day;
  // en-US as the dates are shown: month/day/year.
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(word);
  if (match) return Number(match[1]) === d.month && Number(match[2]) === d.day && Number(match[3]) === d.year;
  match = /^(\d{4})-(\d{1,2})$/.exec(word);
  if (match) return Number(match[1]) === d.year && Number(match[2]) === d.month;
  if (/^\d{4}$/.test(word)) return Number(word) === d.year;
  if (/^\d{1,2}$/.test(word)) return Number(word) === d.day;
  const weekday = nameIndex(WEEKDAYS, word);
  if (weekday >= 0) return weekday === d.weekday;
  const month = nameIndex(MONTHS, word);
  if (month >= 0) return month + 1 === d.month;
  return false;
}

/**
 * The date filter (admin spec §2): every word typed must fit the instant's day on the salon's calendar,
 * so 'Tuesday', 'November', '2026-11-24', '11/24/2026', 'Nov 24' and 'Tue November 2026' all work.
 */
export function matchesDateText(instant: string, text: string, timeZone: string = DEFAULT_SALON_TIMEZONE): boolean {
  const words = normaliseSearch(text)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const parts = zonedParts(new Date(instant), timeZone);
  return words.every((word) => wordMatches(word.replace(/\.$/, ''), parts));
}
