import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES, MESSAGES } from '@salon/shared';
import { lastCodeIn, twilioInbox } from '@test/helpers/messaging';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { TWILIO_SMS_FROM, twilioMessaging, useTwilioPeer } from '@test/helpers/twilio';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '@/db/schema';

/**
 * A phone is proved with a 6-digit code texted once to it. The code is kept only as a
 * hash, lasts 10 minutes, takes a few wrong guesses before it is spent, proves only the number it went to,
 * and asking for codes is throttled per account, per number and per client address.
 */
describe.each(databaseKinds)('proving a phone number on %s', (kind) => {
  const twilio = useTwilioPeer();
  // SMS only: the code goes by SMS (WhatsApp only where SMS is not configured).
  const ctx = useTestApp(kind, () => twilioMessaging(twilio, { whatsapp: false }));
  const askCode = (token: string, remoteAddress?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/me/phone/code', headers: bearer(token), remoteAddress });
  const enter = (token: string, code: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/me/phone/verify', headers: bearer(token), payload: { code } });
  const code = () => lastCodeIn(twilioInbox(twilio)());
  const verifiedPhoneOf = async (userId: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, userId)))[0]?.verifiedPhone;
  const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

  it('texts a 6-digit code to the current phone, keeps only its hash for 10 minutes, and proves the number with it', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    const sent = await askCode(mona.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(ACCOUNT_MESSAGES.phoneCodeSent);
    expect(twilio.accepted()).toHaveLength(1);
    expect(twilio.accepted()[0]).toMatchObject({ to: '+971501112222', from: TWILIO_SMS_FROM });
    const given = code();
    const [token] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, mona.userId), eq(accountTokens.purpose, 'verify-phone')));
    expect(token).toMatchObject({ purpose: 'verify-phone', phone: '+971501112222', usedAt: null });
    expect(token!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token!.tokenHash).not.toBe(createHash('sha256').update(given).digest('hex'));
    expect(token!.tokenHash).not.toContain(given);
    const lifetime = token!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    const proved = await enter(mona.token, given);
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toMatchObject({ phone: '050 111 2222', phoneVerified: true });
    expect(await verifiedPhoneOf(mona.userId)).toBe('+971501112222');
    // Once only; and a proved number is not sent another code.
    expect((await enter(mona.token, given)).statusCode).toBe(400);
    expect((await askCode(mona.token)).statusCode).toBe(409);
    expect(twilio.accepted()).toHaveLength(1);
  });

  it('proves only the number the code was sent to', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    expect((await askCode(mona.token)).statusCode).toBe(200);
    const given = code();
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(mona.token),
      payload: { name: 'Mona', phone: '050 999 8888' },
    });
    expect(moved.statusCode).toBe(200);
    const refused = await enter(mona.token, given);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.phoneCodeInvalid);
    expect(await verifiedPhoneOf(mona.userId)).toBeNull();
    // Another account's code proves nothing here either.
    const sara = await registerAndLogin(ctx.app, { phone: '050 999 8888' });
    expect((await askCode(sara.token)).statusCode).toBe(200);
    expect((await enter(mona.token, code())).statusCode).toBe(400);
    expect(await verifiedPhoneOf(mona.userId)).toBeNull();
  });

  it('spends a code after 5 wrong guesses, and a new code works', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    await askCode(mona.token);
    const given = code();
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await enter(mona.token, wrong(given));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.phoneCodeWrong);
    }
    const spent = await enter(mona.token, given);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().message).toBe(ACCOUNT_MESSAGES.phoneCodeInvalid);
    expect(await verifiedPhoneOf(mona.userId)).toBeNull();
    // Malformed codes are refused before any lookup.
    expect((await enter(mona.token, '12ab56')).statusCode).toBe(400);

    await askCode(mona.token);
    expect((await enter(mona.token, code())).statusCode).toBe(200);
    expect(await verifiedPhoneOf(mona.userId)).toBe('+971501112222');
  });

  it('answers a gateway that refuses the number with a 400, one that is down with a 503, and spends the unsent code', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    twilio.failNext(400);
    const refused = await askCode(mona.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_MESSAGES.phoneNotTextable);
    twilio.failNext(500);
    const down = await askCode(mona.token);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
    expect(down.json().message).toBe(ACCOUNT_MESSAGES.phoneCodeNotSent);
    const live = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, mona.userId), eq(accountTokens.purpose, 'verify-phone')));
    expect(live.every((token) => token.usedAt !== null)).toBe(true);
  });

  it('throttles codes per account, per number and per client address', async () => {
    const mona = await registerAndLogin(ctx.app, { phone: '050 111 2222' });
    for (let ask = 0; ask < 3; ask += 1) expect((await askCode(mona.token)).statusCode).toBe(200);
    const perAccount = await askCode(mona.token);
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().message).toBe(MESSAGES.auth.tooManyRequests);
    // Only the latest code works: asking again spends the one before.
    const latest = code();
    expect(twilio.accepted()).toHaveLength(3);

    // Another account on the same number from another address: the number has had its three.
    const sara = await registerAndLogin(ctx.app, { phone: '+971501112222' });
    expect((await askCode(sara.token, '10.0.0.2')).statusCode).toBe(429);

    // One address asking for many numbers: ten an hour.
    const others = [];
    for (let n = 0; n < 4; n += 1) others.push(await registerAndLogin(ctx.app, { phone: `050 400 000${n}` }));
    const statuses: number[] = [];
    for (const other of others)
      for (let ask = 0; ask < 3; ask += 1) statuses.push((await askCode(other.token, '10.0.0.3')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(twilio.accepted()).toHaveLength(3 + 10);
    expect((await enter(mona.token, latest)).statusCode).toBe(200);
  });

  it('sends no code to an unverified account, without a usable number, or to a number abroad', async () => {
    const unverified = await registerAndLogin(ctx.app, { verified: false });
    const first = await askCode(unverified.token);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(ACCOUNT_MESSAGES.phoneNeedsVerifiedEmail);
    for (const phone of ['+44 909 879 0000', '+44 7700 900123', '04 123 4567']) {
      const customer = await registerAndLogin(ctx.app, { phone });
      const answer = await askCode(customer.token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.phoneNotServed);
    }
    expect(twilio.requests).toHaveLength(0);
  });
});
