import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { book, chooseChannels, outboxInbox, provePhone, twilioInbox } from '@test/helpers/messaging';
import { smallSalon } from '@test/helpers/orders';
import { createTestDatabase, databaseKinds, openAroundTheClock, testConfig, useTestApp } from '@test/helpers/test-app';
import { startTwilioPeer, TWILIO_SMS_FROM, TWILIO_TEST_ACCOUNT, TWILIO_WHATSAPP_FROM } from '@test/helpers/twilio';
import { registerAndLogin } from '@test/helpers/users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/app';
import { type DatabaseHandle, openPostgres } from '@/db/client';
import { sendDueMessages } from './messaging.job';
import { textGateOf } from './text-gate';

describe.each(databaseKinds)('SMS and WhatsApp messages without a provider on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('writes each message to a file of its own in DATA_DIR/outbox/messages', async () => {
    expect(ctx.app.messenger.mode).toBe('outbox');
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: true });
    // The code that proves the number goes to the outbox too; the test then starts from an empty one.
    await provePhone(ctx.app, mona.token, outboxInbox(ctx.config.dataDir));
    const outbox = path.join(ctx.config.dataDir, 'outbox', 'messages');
    rmSync(outbox, { recursive: true });
    await book(ctx.app, mona.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id);

    expect(
      await sendDueMessages({
        db: ctx.database.db,
        messenger: ctx.app.messenger,
        timeZone: 'Asia/Dubai',
        log: ctx.app.log,
        texts: textGateOf(ctx.app),
      }),
    ).toBe(2);
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    const messages = files.map((file) => JSON.parse(readFileSync(path.join(outbox, file), 'utf8')));
    expect(messages.map((message) => [message.channel, message.to]).sort()).toEqual([
      ['sms', '+971501112222'],
      ['whatsapp', '+971501112222'],
    ]);
    expect(messages[0].body).toContain('Cut with Elena');
  });
});

/**
 * Two app instances, each with its own connection pool on one PostgreSQL, run the job at the same moment,
 * several times over: every message reaches Twilio once.
 */
describe.runIf(inject('postgresAdminUrl'))('the message job in two app instances on one PostgreSQL', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioPeer>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let secondPool: DatabaseHandle;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    twilio = await startTwilioPeer(TWILIO_TEST_ACCOUNT);
    database = await createTestDatabase('postgres');
    secondPool = await openPostgres(database.url!, 5);
    await openAroundTheClock(database.handle);
    const messaging = {
      twilio: {
        accountSid: TWILIO_TEST_ACCOUNT.sid,
        authToken: TWILIO_TEST_ACCOUNT.token,
        apiUrl: twilio.url,
        smsFrom: TWILIO_SMS_FROM,
        whatsappFrom: TWILIO_WHATSAPP_FROM,
      },
    };
    apps = await Promise.all(
      [database.handle, secondPool].map((handle) =>
        buildApp({ config: testConfig({ messaging }), database: handle, serveWebApp: false }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await secondPool?.close();
    await database?.drop();
    await twilio?.close();
  });

  it('sends each confirmation and reminder once', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const salon = await smallSalon(first);
    const mona = await registerAndLogin(first);
    await chooseChannels(first, mona.token, { sms: true, whatsapp: true });
    await provePhone(second, mona.token, twilioInbox(twilio));
    twilio.clear();
    const slots = [];
    for (let hour = 30; hour < 36; hour += 1) slots.push((await salon.slot(salon.elena._id, salon.cut._id, hour))._id);
    await book(first, mona.token, ...slots);

    const pass = (app: FastifyInstance) =>
      sendDueMessages({
        db: app.database.db,
        messenger: app.messenger,
        timeZone: 'Asia/Dubai',
        log: app.log,
        texts: textGateOf(app),
      });
    const sent = await Promise.all([pass(first), pass(second), pass(first), pass(second)]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(twilio.requests).toHaveLength(12);
    expect(new Set(twilio.requests.map((request) => `${request.to} ${request.body}`)).size).toBe(12);
    expect(await Promise.all([pass(first), pass(second)])).toEqual([0, 0]);
    expect(twilio.requests).toHaveLength(12);
  });
});
