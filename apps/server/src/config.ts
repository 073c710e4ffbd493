import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SALON_TIMEZONE, isValidTimeZone, SALON } from '@salon/shared';
import { z } from 'zod';
import { ZDailyTexts, ZDatabaseUrl, ZDataDir, ZE164, ZFlag, ZMessageCountries, ZTrustProxy } from './config-values';

const ZEnv = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: ZDataDir,
    DATABASE_URL: ZDatabaseUrl,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SEED_DEMO: ZFlag.default(true),
    SALON_TIMEZONE: z
      .string()
      .refine(isValidTimeZone, { message: 'must be an IANA time zone such as Asia/Dubai' })
      .default(DEFAULT_SALON_TIMEZONE),
    PUBLIC_URL: z.url('must be a URL such as https://salon.example.com').optional(),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\/[^/]+/.test(value) && URL.canParse(value), {
        message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465',
      })
      .optional(),
    MAIL_FROM: z.string().min(3, 'must be an address such as "Salon <bookings@salon.ae>"').optional(),
    /** SMS and WhatsApp through Twilio's Messages API (confirmations, reminders and waitlist offers); without them messages go to DATA_DIR/outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio Account SID: AC followed by 32 hexadecimal characters')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the Twilio auth token of the account (32 characters)').optional(),
    TWILIO_SMS_FROM: ZE164.optional(),
    TWILIO_WHATSAPP_FROM: ZE164.optional(),
    /** Where Twilio's API answers; tests point it at a local server. */
    TWILIO_API_URL: z
      .url('must be a URL such as https://api.twilio.com')
      .refine((value) => /^https?:\/\//.test(value), { message: 'must be an http:// or https:// URL' })
      .default('https://api.twilio.com'),
    MESSAGE_COUNTRIES: ZMessageCountries.default(['AE']),
    /**
     * Texts (SMS and WhatsApp, codes included) one number may get a day, and texts one account may get a day:
     * a real customer booking the most they may (10 appointments, both channels) stays under them.
     */
    TEXTS_PER_NUMBER_PER_DAY: ZDailyTexts.default(24),
    TEXTS_PER_ACCOUNT_PER_DAY: ZDailyTexts.default(24),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url('must be the URL of an OpenID Connect issuer').default('https://accounts.google.com'),
    /** Only behind a reverse proxy: then the client address comes from X-Forwarded-For. */
    TRUST_PROXY: ZTrustProxy.default(0),
    /** How often the reminder job looks for reminders that are due. */
    REMINDER_INTERVAL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100')
      .default(60_000),
    /**
     * How many upcoming appointments one customer may hold through online booking; more need a call to
     * the salon, so one account cannot take the whole calendar. Staff orders are not counted against it.
     */
    MAX_OPEN_APPOINTMENTS: z.coerce
      .number({ error: 'must be a number of appointments' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(10),
    /** How many orders one customer may place an hour (a script booking in a loop hits it; a person never). */
    ORDERS_PER_HOUR: z.coerce
      .number({ error: 'must be a number of orders' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(20),
    /**
     * How long the salon's bookings mailbox waits to hear of a booking's further moves after its first (one
     * mail at once, one for the rest at the window's end), so a customer moving back and forth sends two.
     */
    MOVE_MAIL_DIGEST_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(900),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Opens GET /metrics on the site's own port to callers sending `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters (it is the only thing between the internet and /metrics)')
      .optional(),
    /** Serves /metrics without a token on a port of its own, reachable only where METRICS_HOST listens. */
    METRICS_PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .optional(),
    METRICS_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    path: ['GOOGLE_CLIENT_SECRET'],
  })
  .refine((env) => Boolean(env.TWILIO_ACCOUNT_SID) === Boolean(env.TWILIO_AUTH_TOKEN), {
    message: 'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together',
    path: ['TWILIO_AUTH_TOKEN'],
  })
  .refine((env) => !env.TWILIO_ACCOUNT_SID || env.TWILIO_SMS_FROM || env.TWILIO_WHATSAPP_FROM, {
    message: 'or TWILIO_WHATSAPP_FROM must be set with TWILIO_ACCOUNT_SID: the number messages are sent from',
    path: ['TWILIO_SMS_FROM'],
  })
  .refine((env) => env.TWILIO_ACCOUNT_SID || !(env.TWILIO_SMS_FROM || env.TWILIO_WHATSAPP_FROM), {
    message: 'and TWILIO_AUTH_TOKEN must be set to send from TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM',
    path: ['TWILIO_ACCOUNT_SID'],
  });

/** Twilio's account and the numbers it sends from; a channel without a number is not offered. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  apiUrl: string;
  smsFrom: string | undefined;
  whatsappFrom: string | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  salonTimeZone: string;
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** SMS and WhatsApp: Twilio when configured, otherwise the outbox in DATA_DIR. */
  messaging: { twilio: TwilioConfig | undefined };
  /** Who may be texted, so nobody is made to pay for a stranger's texts: mobiles of these countries (ISO codes), so many texts a day per number and account. */
  texts: { countries: string[]; perNumberPerDay: number; perAccountPerDay: number };
  /** Reverse proxies in front: how many hops, or their addresses/CIDRs; 0 = clients connect directly. */
  trustProxy: number | string[];
  reminderIntervalMs: number;
  maxOpenAppointments: number;
  ordersPerHour: number;
  /** `MOVE_MAIL_DIGEST_SECONDS` in ms: the window in which a booking's further moves reach the salon in one mail. */
  moveMailDigestMs: number;
  logLevel: string;
  /** Where /metrics is served: with a bearer token on the site's port, on a port of its own, both or neither. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
}

/** A site served over HTTPS: its cookies are Secure and browsers are told to keep to HTTPS (HSTS). */
export const isSecureSite = (config: Pick<AppConfig, 'publicUrl'>) => config.publicUrl.startsWith('https://');

export class ConfigError extends Error {}

/** Empty variables count as unset, as in most twelve-factor apps. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * Reads the environment once at start-up. A bad value throws a ConfigError whose message is one line
 * naming the variable, so the operator knows exactly what to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const values = parseEnv(ZEnv, env);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    seedDemo: values.SEED_DEMO,
    salonTimeZone: values.SALON_TIMEZONE,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM ?? `"${SALON.name}" <no-reply@lumieresalon.ae>` },
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET, issuer: values.GOOGLE_ISSUER }
        : undefined,
    messaging: {
      twilio:
        values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN
          ? {
              accountSid: values.TWILIO_ACCOUNT_SID,
              authToken: values.TWILIO_AUTH_TOKEN,
              apiUrl: values.TWILIO_API_URL.replace(/\/$/, ''),
              smsFrom: values.TWILIO_SMS_FROM,
              whatsappFrom: values.TWILIO_WHATSAPP_FROM,
            }
          : undefined,
    },
    texts: {
      countries: values.MESSAGE_COUNTRIES,
      perNumberPerDay: values.TEXTS_PER_NUMBER_PER_DAY,
      perAccountPerDay: values.TEXTS_PER_ACCOUNT_PER_DAY,
    },
    trustProxy: values.TRUST_PROXY,
    reminderIntervalMs: values.REMINDER_INTERVAL_MS,
    maxOpenAppointments: values.MAX_OPEN_APPOINTMENTS,
    ordersPerHour: values.ORDERS_PER_HOUR,
    moveMailDigestMs: values.MOVE_MAIL_DIGEST_SECONDS * 1000,
    logLevel: values.LOG_LEVEL,
    metrics: { token: values.METRICS_TOKEN, port: values.METRICS_PORT, host: values.METRICS_HOST },
  };
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(withoutEmpty(env));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue?.path.join('.') || 'configuration';
  const value = env[name];
  throw new ConfigError(
    `Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue?.message ?? 'is invalid'}`,
  );
}

/**
 * Where the data lives, and nothing else: backup and restore read only this, so that they never create
 * the JWT secret in a DATA_DIR they are about to find empty and fill.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'dataDir' | 'databaseUrl'> {
  const values = parseEnv(z.object({ DATA_DIR: ZDataDir, DATABASE_URL: ZDatabaseUrl }), env);
  return { dataDir: path.resolve(values.DATA_DIR), databaseUrl: values.DATABASE_URL };
}

/** Without JWT_SECRET a random one is made once and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it between our check and our write: theirs is the one to keep.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
