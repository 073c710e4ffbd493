import { z } from 'zod';
import type { IssueText } from '../i18n/issue-text';
import { validationIssues } from './issue-texts';

/**
 * Field helpers for inputs that arrive as text (multipart forms, HTML inputs) or as JSON values:
 * an empty string counts as missing, numbers and booleans may come as strings.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export function numberField(required: IssueText, invalid = validationIssues.mustBeNumber) {
  return z.preprocess(
    (value) => {
      const v = emptyToUndefined(typeof value === 'string' ? value.trim() : value);
      return typeof v === 'string' ? Number(v) : v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid).error(issue) })
      .refine(Number.isFinite, invalid),
  );
}

export function booleanField(required: IssueText) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return emptyToUndefined(value);
    if (['true', 'on', '1'].includes(value)) return true;
    if (['false', 'off', '0'].includes(value)) return false;
    return value;
  }, z.boolean(required));
}

export function optionalText(max: number, tooLong: IssueText) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : emptyToUndefined(value)),
    z.string().max(max, tooLong).optional(),
  );
}

/**
 * The instants a salon can mean: 1970 up to the end of 2999. Far-off years that Date.parse still reads
 * (+275760-09-13, 9999-12-31T23:59) break later instead: adding a duration leaves JavaScript's date range
 * or the four-digit ISO year the responses promise, and the request ended in a 500.
 */
const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
const LATEST_INSTANT_MS = Date.UTC(3000, 0, 1);

/**
 * Whether a date string names an instant in the range above. A year of five digits or more is out of it
 * even where Date.parse gives up on it; other strings that do not parse are left to the field's own check.
 */
export const isWithinDateRange = (value: string) => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return !/^\s*[+-]?\d{5,}-/.test(value);
  return ms >= EARLIEST_INSTANT_MS && ms < LATEST_INSTANT_MS;
};

/** An ISO 8601 instant (with zone) or anything Date.parse reads, 1970–2999; `required` when missing. */
export function instantField(required: IssueText, invalid: IssueText) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string(required)
      .refine(isWithinDateRange, validationIssues.dateOutOfYears)
      .refine((value) => !Number.isNaN(Date.parse(value)), invalid)
      .transform((value) => new Date(value).toISOString()),
  );
}
