import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'salon-config-'));

describe('configuration', () => {
  it('has working defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      seedDemo: true,
      salonTimeZone: 'Asia/Dubai',
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      maxOpenAppointments: 10,
      ordersPerHour: 20,
      texts: { countries: ['AE'], perNumberPerDay: 24, perAccountPerDay: 24 },
    });
  });

  it('reads the countries texts may go to and the daily caps on them', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        MESSAGE_COUNTRIES: 'ae, sa,AE',
        TEXTS_PER_NUMBER_PER_DAY: '5',
        TEXTS_PER_ACCOUNT_PER_DAY: '8',
      }).texts,
    ).toEqual({ countries: ['AE', 'SA'], perNumberPerDay: 5, perAccountPerDay: 8 });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT="abc" must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT="70000" must be between 0 and 65535'],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT="80.5" must be a whole number'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL="mysql://x" must be a postgres:// or postgresql:// URL',
    ],
    [{ DATABASE_URL: 'postgres://' }, 'Invalid configuration: DATABASE_URL="postgres://" must be a postgres://'],
    [{ SEED_DEMO: 'maybe' }, 'Invalid configuration: SEED_DEMO="maybe" must be 1 or 0'],
    [
      { SALON_TIMEZONE: 'Mars/Olympus' },
      'Invalid configuration: SALON_TIMEZONE="Mars/Olympus" must be an IANA time zone',
    ],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET="short" must be at least 32 characters'],
    [
      { ADMIN_EMAIL: 'boss@salon.ae' },
      'Invalid configuration: ADMIN_PASSWORD ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ],
    [{ PUBLIC_URL: 'not a url' }, 'Invalid configuration: PUBLIC_URL="not a url" must be a URL'],
    [{ MAX_OPEN_APPOINTMENTS: '0' }, 'Invalid configuration: MAX_OPEN_APPOINTMENTS="0" must be at least 1'],
    [{ MAX_OPEN_APPOINTMENTS: 'ten' }, 'Invalid configuration: MAX_OPEN_APPOINTMENTS="ten" must be a number'],
    [{ ORDERS_PER_HOUR: '2.5' }, 'Invalid configuration: ORDERS_PER_HOUR="2.5" must be a whole number'],
    [{ TWILIO_ACCOUNT_SID: 'sid' }, 'Invalid configuration: TWILIO_ACCOUNT_SID="sid" must be a Twilio Account SID'],
    [
      { TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_SMS_FROM: '+971501234567' },
      'Invalid configuration: TWILIO_AUTH_TOKEN TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together',
    ],
    [
      { TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef', TWILIO_AUTH_TOKEN: 'token-token-token-token' },
      'Invalid configuration: TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM must be set with TWILIO_ACCOUNT_SID',
    ],
    [
      { TWILIO_SMS_FROM: '+971501234567' },
      'Invalid configuration: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set to send from TWILIO_SMS_FROM',
    ],
    [
      { TWILIO_SMS_FROM: '0501234567' },
      'Invalid configuration: TWILIO_SMS_FROM="0501234567" must be a phone number in E.164',
    ],
    [
      { TWILIO_API_URL: 'ftp://x' },
      'Invalid configuration: TWILIO_API_URL="ftp://x" must be an http:// or https:// URL',
    ],
    [
      { MESSAGE_COUNTRIES: 'AE,UAE' },
      'Invalid configuration: MESSAGE_COUNTRIES="AE,UAE" names UAE: must be ISO country codes among AE, SA,',
    ],
    [
      { MESSAGE_COUNTRIES: 'US' },
      'Invalid configuration: MESSAGE_COUNTRIES="US" names US: must be ISO country codes among',
    ],
    [{ TEXTS_PER_NUMBER_PER_DAY: '0' }, 'Invalid configuration: TEXTS_PER_NUMBER_PER_DAY="0" must be at least 1'],
    [
      { TEXTS_PER_ACCOUNT_PER_DAY: 'many' },
      'Invalid configuration: TEXTS_PER_ACCOUNT_PER_DAY="many" must be a number of messages',
    ],
    ...[
      'true',
      'yes',
      'on',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '10.0.0/8',
      '::1/129',
      'proxy.internal',
      '127.0.0.1,',
      '10.0.0.1/8/8',
    ].map((value) => [
      { TRUST_PROXY: value },
      `Invalid configuration: TRUST_PROXY=${JSON.stringify(value)} must be the number of reverse proxies in front (0, 1, …) or a comma-separated list of their addresses or CIDR ranges`,
    ]),
  ] as [Record<string, string>, string][])('stops on %j with one clear line naming it', (env, message) => {
    let thrown: Error | undefined;
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env });
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message.startsWith(message)).toBe(true);
    expect(thrown?.message).not.toContain('\n');
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%j as hops or proxy addresses', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('turns demo data off with SEED_DEMO=0 and reads a PostgreSQL URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: '0', DATABASE_URL: 'postgresql://u:p@db:5432/salon' });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/salon');
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('uses JWT_SECRET when given and writes no file', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });
});

describe('metrics configuration', () => {
  const base = { DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32) };

  it('serves /metrics nowhere by default, and on 127.0.0.1 when only a port is given', () => {
    expect(loadConfig(base).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, /^Invalid configuration: METRICS_TOKEN="short" must be at least 16 characters/],
    [{ METRICS_PORT: 'ninety' }, /^Invalid configuration: METRICS_PORT="ninety" must be a number$/],
    [{ METRICS_PORT: '0' }, /^Invalid configuration: METRICS_PORT="0" must be between 1 and 65535$/],
  ])('stops at %j with one line', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
