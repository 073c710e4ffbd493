import { isIP } from 'node:net';
import { z } from 'zod';
import { KNOWN_MESSAGE_COUNTRIES } from './lib/phone-countries';

/* The kinds of value the environment's variables take, each with the one line a bad value stops start-up with. */

/** Off switches accept the usual spellings; anything else is a mistake worth naming. */
export const ZFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], { error: 'must be 1 or 0 (true/false)' })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** An address or CIDR range proxy-addr (behind Fastify's trustProxy) understands, or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops of X-Forwarded-For to believe: a number of reverse proxies in front (0 = none), or the
 * proxies' own addresses. Never "all": then every caller could choose its address and escape the
 * per-address throttles.
 */
export const ZTrustProxy = z.string().transform((value, ctx): number | string[] => {
  if (/^\d{1,2}$/.test(value.trim())) return Number(value.trim());
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry && isProxyAddress(entry))) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be the number of reverse proxies in front (0, 1, …) or a comma-separated list of their addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
  });
  return z.NEVER;
});

export const ZDataDir = z.string().min(1, 'must not be empty').default('./data');
export const ZDatabaseUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^/]+/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:pass@host:5432/db',
  })
  .optional();

/** A number as Twilio wants it in From: E.164, such as +971501234567. */
export const ZE164 = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, 'must be a phone number in E.164 form, such as +971501234567');

/**
 * The countries whose mobiles get texts: ISO codes, comma-separated. Anything else, such as a
 * premium-rate number abroad, gets neither a code nor a message.
 */
export const ZMessageCountries = z.string().transform((value, ctx): string[] => {
  const countries = [...new Set(value.split(',').map((entry) => entry.trim().toUpperCase()))];
  const unknown = countries.filter((country) => !KNOWN_MESSAGE_COUNTRIES.includes(country));
  if (unknown.length === 0) return countries;
  ctx.addIssue({
    code: 'custom',
    message: `names ${unknown.map((country) => country || '(empty)').join(', ')}: must be ISO country codes among ${KNOWN_MESSAGE_COUNTRIES.join(', ')}, comma-separated`,
  });
  return z.NEVER;
});

/** A daily cap on texts: a whole number, at least 1 (switching texts off is the customer's choice, not a cap). */
export const ZDailyTexts = z.coerce
  .number({ error: 'must be a number of messages' })
  .int('must be a whole number')
  .min(1, 'must be at least 1');
