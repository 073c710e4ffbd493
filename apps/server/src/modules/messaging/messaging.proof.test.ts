import { zonedDateKey } from '@salon/shared';
import { book, chooseChannels, provePhone, twilioInbox } from '@test/helpers/messaging';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { twilioMessaging, useTwilioPeer } from '@test/helpers/twilio';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messageDeliveries, users, waitlistOffers } from '@/db/schema';
import { runWaitlistPass, waitlistDepsOf } from '@/modules/waitlist/waitlist.job';
import { sendDueMessages } from './messaging.job';
import { textGateOf } from './text-gate';

/**
 * Issue 26, finding 1 (SMS pumping): texts cost the salon money, so they go only to a number its owner
 * proved, of an account whose e-mail is verified, in a country the salon serves, and a day's texts to one
 * number and one account are capped. Counted where they would cost: at the local Twilio peer.
 */
describe.each(databaseKinds)('who the salon texts, and how much, on %s', (kind) => {
  const twilio = useTwilioPeer();
  const ctx = useTestApp(kind, () => ({
    ...twilioMessaging(twilio),
    // Small caps, so a test reaches them with a few bookings.
    texts: { countries: ['AE'], perNumberPerDay: 6, perAccountPerDay: 4 },
  }));
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  const pass = () =>
    sendDueMessages({
      db: ctx.database.db,
      messenger: ctx.app.messenger,
      timeZone: 'Asia/Dubai',
      log,
      texts: textGateOf(ctx.app, log),
    });
  const inbox = () => twilioInbox(twilio);
  const account = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/users/me/account', headers: bearer(token) })).json();
  async function capped(channel: string, cap: string): Promise<number> {
    const metric = await ctx.app.metrics.registry.getSingleMetric('salon_texts_capped_total')?.get();
    return metric?.values.find((value) => value.labels.channel === channel && value.labels.cap === cap)?.value ?? 0;
  }
  /** Ten slots of one therapist, an hour apart, starting `from` hours ahead. */
  async function tenSlots(salon: Awaited<ReturnType<typeof smallSalon>>, therapistId: string, from: number) {
    const slots: string[] = [];
    for (let hour = from; hour < from + 10; hour += 1)
      slots.push((await salon.slot(therapistId, salon.cut._id, hour))._id);
    return slots;
  }

  it('texts nobody whose e-mail is unverified or whose phone is unproved, however much they book', async () => {
    const salon = await smallSalon(ctx.app);
    const unverified = await registerAndLogin(ctx.app, { verified: false, phone: '050 111 2222' });
    const unproved = await registerAndLogin(ctx.app, { phone: '050 333 4444' });
    for (const customer of [unverified, unproved]) {
      expect((await chooseChannels(ctx.app, customer.token, { sms: true, whatsapp: true })).statusCode).toBe(200);
    }
    await book(ctx.app, unverified.token, ...(await tenSlots(salon, salon.elena._id, 30)));
    await book(ctx.app, unproved.token, ...(await tenSlots(salon, salon.sofia._id, 30)));

    expect(await pass()).toBe(0);
    expect(twilio.requests).toHaveLength(0);
    expect(await ctx.database.db.select().from(messageDeliveries)).toHaveLength(0);
    expect((await account(unproved.token)).phoneVerified).toBe(false);
    // An unverified account does not even get a code: it could be anybody's.
    const code = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/phone/code',
      headers: bearer(unverified.token),
    });
    expect(code.statusCode).toBe(409);
    expect(twilio.requests).toHaveLength(0);
  });

  it('refuses a premium-rate number abroad both a code and texts', async () => {
    const salon = await smallSalon(ctx.app);
    const premium = await registerAndLogin(ctx.app, { phone: '+44 909 879 0000' });
    await chooseChannels(ctx.app, premium.token, { sms: true, whatsapp: true });
    const code = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/phone/code',
      headers: bearer(premium.token),
    });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toMatch(/mobile number/);
    // Even a number proved before the salon stopped serving its country gets nothing.
    await ctx.database.db.update(users).set({ verifiedPhone: '+449098790000' }).where(eq(users.id, premium.userId));
    await book(ctx.app, premium.token, ...(await tenSlots(salon, salon.elena._id, 30)));
    expect(await pass()).toBe(0);
    expect(twilio.requests).toHaveLength(0);
  });

  it('texts a proved number, and stops when the phone changes until the new one is proved', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: true });
    await provePhone(ctx.app, mona.token, inbox());
    expect(twilio.accepted().map((request) => request.to)).toEqual(['+971501112222']);
    twilio.clear();
    await book(ctx.app, mona.token, ...(await tenSlots(salon, salon.elena._id, 30)).slice(0, 2));
    expect(await pass()).toBe(2 * 2);
    expect(twilio.accepted().map((request) => request.to?.replace('whatsapp:', ''))).toEqual(
      Array(4).fill('+971501112222'),
    );

    twilio.clear();
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(mona.token),
      payload: { name: 'Mona', phone: '050 999 8888' },
    });
    expect(changed.json().phoneVerified).toBe(false);
    await book(ctx.app, mona.token, (await salon.slot(salon.sofia._id, salon.cut._id, 50))._id);
    expect(await pass()).toBe(0);
    expect(twilio.requests).toHaveLength(0);
  });

  it('stops texts past the daily cap of an account and of a number, with a warning and a metric', async () => {
    const salon = await smallSalon(ctx.app);
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    await chooseChannels(ctx.app, mona.token, { sms: true, whatsapp: true });
    await provePhone(ctx.app, mona.token, inbox());
    twilio.clear();
    log.warn.mockClear();
    // Three bookings on both channels: six texts for an account capped at four.
    await book(ctx.app, mona.token, ...(await tenSlots(salon, salon.elena._id, 30)).slice(0, 3));
    expect(await pass()).toBe(4);
    expect(await pass()).toBe(0);
    expect(twilio.requests).toHaveLength(4);
    expect((await capped('sms', 'account')) + (await capped('whatsapp', 'account'))).toBe(2);
    const dropped = await ctx.database.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.status, 'dropped'));
    expect(dropped).toHaveLength(2);
    const warning = log.warn.mock.calls.find(([, message]) => String(message).includes('cap'));
    expect(warning?.[0]).toMatchObject({ cap: 'account' });
    expect(JSON.stringify(warning)).not.toContain('501112222');

    // Two more accounts on one number (a number capped at six): two codes and four texts fit, the fifth not.
    twilio.clear();
    const [sara, huda] = [
      await registerAndLogin(ctx.app, { phone: '050 222 3333' }),
      await registerAndLogin(ctx.app, { phone: '+971502223333' }),
    ];
    for (const customer of [sara!, huda!]) {
      await chooseChannels(ctx.app, customer.token, { sms: true, whatsapp: false });
      await provePhone(ctx.app, customer.token, inbox());
    }
    await book(ctx.app, sara!.token, ...(await tenSlots(salon, salon.sofia._id, 30)).slice(0, 2));
    await book(ctx.app, huda!.token, ...(await tenSlots(salon, salon.sofia._id, 40)).slice(0, 3));
    expect(await pass()).toBe(4);
    expect(twilio.accepted()).toHaveLength(2 + 4);
    expect(await capped('sms', 'number')).toBe(1);
    // A code counts against the number too: none goes to a number at its cap.
    const nora = await registerAndLogin(ctx.app, { phone: '00971 50 222 3333' });
    const code = await ctx.app.inject({ method: 'POST', url: '/api/users/me/phone/code', headers: bearer(nora.token) });
    expect(code.statusCode).toBe(429);
    expect(twilio.accepted()).toHaveLength(6);
  });

  it('sends waitlist offers by text only to a proved number of a verified account', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
    const booker = await registerAndLogin(ctx.app);
    await book(ctx.app, booker.token, slot._id);
    const unproved = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    const proved = await registerAndLogin(ctx.app, { phone: '050 333 4444' });
    await provePhone(ctx.app, proved.token, inbox());
    twilio.clear();
    const wish = { serviceId: salon.cut._id, day: zonedDateKey(new Date(slot.starttime), ctx.config.salonTimeZone) };
    for (const customer of [unproved, proved]) {
      await chooseChannels(ctx.app, customer.token, { sms: true, whatsapp: true });
      const joined = await ctx.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers: bearer(customer.token),
        payload: wish,
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    const notified = async () =>
      (await ctx.database.db.select().from(waitlistOffers)).filter((offer) => offer.notifiedAt).length;
    // The booker cancels: the first in line, whose phone is unproved, is offered the slot, but not by text.
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${slot._id}`,
      headers: bearer(booker.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    await vi.waitFor(async () => expect(await notified()).toBe(1), { timeout: 3000 });
    await runWaitlistPass(waitlistDepsOf(ctx.app));
    expect(twilio.requests).toHaveLength(0);
    // They decline: the next in line, who proved the number, gets it on both channels.
    const [offer] = await ctx.database.db.select().from(waitlistOffers);
    const declined = await ctx.app.inject({
      method: 'POST',
      url: `/api/waitlist/offers/${offer!.id}/decline`,
      headers: bearer(unproved.token),
    });
    expect(declined.statusCode, declined.body).toBeLessThan(300);
    await vi.waitFor(async () => expect(await notified()).toBe(2), { timeout: 3000 });
    await runWaitlistPass(waitlistDepsOf(ctx.app));
    expect(
      twilio
        .accepted()
        .map((request) => request.to)
        .sort(),
    ).toEqual(['+971503334444', 'whatsapp:+971503334444']);
  });
});
