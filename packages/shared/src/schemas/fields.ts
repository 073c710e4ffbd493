import { z } from 'zod';

/**
 * Field helpers for inputs that arrive as text (multipart forms, HTML inputs) or as JSON values:
 * an empty string counts as missing, numbers and booleans may come as strings.
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export function numberField(required: string, invalid = 'Must be a number') {
  return z.preprocess(
    (value) => {
      const v = emptyToUndefined(typeof value === 'string' ? value.trim() : value);
      return typeof v === 'string' ? Number(v) : v;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).refine(Number.isFinite, invalid),
  );
}

export function booleanField(required: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return emptyToUndefined(value);
      if (['true', 'on', '1'].includes(value)) return true;
      if (['false', 'off', '0'].includes(value)) return false;
      return value;
    },
    z.boolean({ error: required }),
  );
}

export function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : emptyToUndefined(value)),
    z.string().max(max, tooLong).optional(),
  );
}

/** An ISO 8601 instant (with zone) or anything Date.parse reads; `required` when missing. */
export function instantField(required: string, invalid: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: required })
      .refine((value) => !Number.isNaN(Date.parse(value)), invalid)
      .transform((value) => new Date(value).toISOString()),
  );
}
