import { ACCOUNT_MESSAGES } from '@salon/shared';
import { book, chooseChannels, provePhone, twilioInbox } from '@test/helpers/messaging';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import {
  TWILIO_SMS_FROM,
  TWILIO_TEST_ACCOUNT,
  TWILIO_WHATSAPP_FROM,
  twilioMessaging,
  useTwilioPeer,
} from '@test/helpers/twilio';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageDeliveries, orderItems } from '@/db/schema';
import { enqueueDueMessages, MAX_MESSAGE_ATTEMPTS, sendDueMessages } from './messaging.job';
import { claimDueDeliveries } from './messaging.repository';
import { textGateOf } from './text-gate';

describe.each(databaseKinds)('SMS and WhatsApp messages through Twilio on %s', (kind) => {
  const twilio = useTwilioPeer();
  const ctx = useTestApp(kind, () => twilioMessaging(twilio));
  const deps = (retryBaseMs = 60_000) => ({
    db: ctx.database.db,
    messenger: ctx.app.messenger,
    timeZone: 'Asia/Dubai',
    log: ctx.app.log,
    texts: textGateOf(ctx.app),
    retryBaseMs,
  });
  /** Texts go only to a proved number (issue 26): the customer proves theirs first, and its code is forgotten. */
  const proved = async (token: string) => {
    await provePhone(ctx.app, token, twilioInbox(twilio));
    twilio.clear();
  };
  /** Pretends the bookings were made two days ago: their reminders are due, their confirmation is not. */
  const bookedLongAgo = () => ctx.database.db.update(orderItems).set({ createdAt: sql`now() - interval '2 days'` });
  const deliveries = () => ctx.database.db.select().from(messageDeliveries);

  it('confirms a booking by SMS and WhatsApp to a customer who opted in, and by neither to one who did not', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    const sara = await registerAndLogin(ctx.app, { phone: '+971 50 222 3333' });
    await proved(mona.token);
    const optIn = await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: true });
    expect(optIn.statusCode).toBe(200);
    expect(optIn.json().channels).toEqual({ email: true, sms: true, whatsapp: true });
    await book(ctx.app, mona.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id);
    await book(ctx.app, sara.token, (await salon.slot(salon.sofia._id, salon.cut._id, 30))._id);

    expect(await sendDueMessages(deps())).toBe(2);
    const [sms, whatsapp] = [...twilio.accepted()].sort((a, b) => (a.to ?? '').localeCompare(b.to ?? ''));
    expect(sms).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${TWILIO_TEST_ACCOUNT.sid}/Messages.json`,
      username: TWILIO_TEST_ACCOUNT.sid,
      password: TWILIO_TEST_ACCOUNT.token,
      contentType: 'application/x-www-form-urlencoded',
      to: '+971501112222',
      from: TWILIO_SMS_FROM,
    });
    expect(sms!.body).toMatch(/booking #\w{8} confirmed\. Cut with Elena, .+ (AM|PM)\./);
    expect(whatsapp).toMatchObject({
      to: 'whatsapp:+971501112222',
      from: `whatsapp:${TWILIO_WHATSAPP_FROM}`,
      body: sms!.body,
    });
    expect(twilio.requests.some((request) => request.to?.includes('502223333'))).toBe(false);

    expect(await sendDueMessages(deps())).toBe(0);
    expect(twilio.requests).toHaveLength(2);
  });

  it('reminds 24 hours and 2 hours before, once each, only on the channels chosen', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app, { phone: '0501112222' });
    await proved(mona.token);
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: false });
    const tomorrow = await salon.slot(salon.elena._id, salon.cut._id, 20);
    const soon = await salon.slot(salon.sofia._id, salon.cut._id, 0.5);
    const nextWeek = await salon.slot(salon.sofia._id, salon.blowDry._id, 24 * 7);
    await book(ctx.app, mona.token, tomorrow._id, soon._id, nextWeek._id);
    await bookedLongAgo();

    expect(await sendDueMessages(deps())).toBe(2);
    const bodies = twilio.accepted().map((request) => request.body);
    expect(bodies).toHaveLength(2);
    expect(bodies).toContainEqual(expect.stringMatching(/a reminder of your Cut with Elena, /));
    expect(bodies).toContainEqual(
      expect.stringMatching(/see you soon! Your Cut with Sofia starts at \d\d:\d\d (AM|PM)\./),
    );
    expect(
      twilio.accepted().every((request) => request.to === '+971501112222' && request.from === TWILIO_SMS_FROM),
    ).toBe(true);
    expect(await sendDueMessages(deps())).toBe(0);
    expect(twilio.requests).toHaveLength(2);
    expect((await deliveries()).map((row) => [row.kind, row.channel, row.status]).sort()).toEqual([
      ['reminder-24h', 'sms', 'sent'],
      ['reminder-2h', 'sms', 'sent'],
    ]);
  });

  it('retries a message Twilio failed after a growing wait, then sends it once', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app);
    await proved(mona.token);
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: false });
    // The booking itself never waits for Twilio, down or not.
    twilio.failNext(500, 2);
    await book(ctx.app, mona.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id);

    expect(await sendDueMessages(deps())).toBe(0);
    let [row] = await deliveries();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toContain('Twilio answered 500');
    const firstWait = row!.nextAttemptAt.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(50_000);
    expect(firstWait).toBeLessThan(70_000);

    // Not before its time.
    expect(await sendDueMessages(deps())).toBe(0);
    expect(twilio.requests).toHaveLength(1);

    const due = () =>
      ctx.database.db.update(messageDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    await due();
    expect(await sendDueMessages(deps())).toBe(0);
    [row] = await deliveries();
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    // The wait doubles.
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

    await due();
    expect(await sendDueMessages(deps())).toBe(1);
    [row] = await deliveries();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(twilio.requests.map((request) => request.status)).toEqual([500, 500, 201]);
  });

  it('gives a message up after its last attempt', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app);
    await proved(mona.token);
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: false });
    twilio.failNext(503, MAX_MESSAGE_ATTEMPTS + 1);
    await book(ctx.app, mona.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id);
    for (let attempt = 0; attempt < MAX_MESSAGE_ATTEMPTS + 2; attempt += 1) {
      await sendDueMessages(deps(1));
      await ctx.database.db.update(messageDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    }
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_MESSAGE_ATTEMPTS });
    expect(twilio.requests).toHaveLength(MAX_MESSAGE_ATTEMPTS);
  });

  it('sends each message exactly once when job passes race, and after a process died holding it', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app);
    await proved(mona.token);
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: true });
    const slots = [(await salon.slot(salon.sofia._id, salon.cut._id, 20))._id];
    for (let hour = 30; hour < 34; hour += 1) slots.push((await salon.slot(salon.elena._id, salon.cut._id, hour))._id);
    await book(ctx.app, mona.token, ...slots);

    const passes = await Promise.all(Array.from({ length: 4 }, () => sendDueMessages(deps())));
    expect(passes.reduce((sum, sent) => sum + sent, 0)).toBe(10);
    expect(twilio.requests).toHaveLength(10);
    expect(new Set(twilio.requests.map((request) => `${request.to} ${request.body}`)).size).toBe(10);
    expect(await deliveries()).toHaveLength(10);

    // A process claims the 24-hour reminders and dies before sending: nobody else sends them within its
    // lease, and once the lease has run out another process does.
    twilio.clear();
    await bookedLongAgo();
    await enqueueDueMessages(deps());
    expect(await claimDueDeliveries(ctx.database.db)).toHaveLength(2);
    expect(await sendDueMessages(deps())).toBe(0);
    await ctx.database.db.update(messageDeliveries).set({ claimedUntil: sql`now() - interval '1 second'` });
    expect(await sendDueMessages(deps())).toBe(2);
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.requests.every((request) => request.body?.includes('a reminder of your Cut with Sofia'))).toBe(true);
  });

  it('keeps SMS and WhatsApp off until the customer opts in, and only with a number a gateway can reach', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: 'ask at the desk' });
    const account = await ctx.app.inject({ method: 'GET', url: '/api/users/me/account', headers: bearer(mona.token) });
    expect(account.json().channels).toEqual({ email: true, sms: false, whatsapp: false });
    const refused = await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.channelsNeedPhone);
    const emailOff = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/channels',
      headers: bearer(mona.token),
      payload: { email: false, sms: false, whatsapp: false },
    });
    expect(emailOff.json().channels).toEqual({ email: false, sms: false, whatsapp: false });
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/channels',
      payload: { email: true, sms: true, whatsapp: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
