import { MESSAGES } from '@salon/shared';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '@/db/schema';
import { hashPassword } from '@/lib/password';

describe.each(databaseKinds)('password reset by e-mail on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' },
    publicUrl: 'https://salon.test',
  }));

  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const RESET = /Reset your/;
  const linkIn = (text: string | undefined) => {
    const match = text?.match(/https:\/\/salon\.test\/reset-password\?token=([\w-]+)/);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return match[1]!;
  };

  it('mails a one-hour link to an existing account and sets a new password through it', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answer = await forgot(customer.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.auth.forgotAccepted);

    const mail = await smtp.waitForMail(customer.email, 0, RESET);
    expect(mail.from?.text).toContain('no-reply@salon.test');
    expect(mail.subject).toMatch(/Reset your .* password/);
    // Nothing the requester typed (the name given at sign-up) reaches the mail.
    expect(mail.text).not.toContain(customer.name);
    const token = linkIn(mail.text);

    const [stored] = await ctx.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset-password'));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60_000);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Brand-new-pass2' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MESSAGES.auth.resetDone);

    expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    expect((await login(customer.email, 'Brand-new-pass2')).statusCode).toBe(200);
    // The session from before the reset is over.
    const oldSession = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(customer.token) });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const answer = await forgot('nobody-here@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe(MESSAGES.auth.forgotAccepted);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mailTo('nobody-here@example.com')).toEqual([]);
  });

  it('uses each link once, refuses expired ones, and ends the other links of that account', async () => {
    const customer = await registerAndLogin(ctx.app);
    await forgot(customer.email);
    const first = linkIn((await smtp.waitForMail(customer.email, 0, RESET)).text);
    await forgot(customer.email);
    const second = linkIn((await smtp.waitForMail(customer.email, 1, RESET)).text);
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        payload: { token, password: 'Another-pass3' },
      });

    expect((await reset(first)).statusCode).toBe(200);
    const reused = await reset(first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(MESSAGES.auth.resetInvalid);
    expect((await reset(second)).statusCode).toBe(400);

    await forgot(customer.email);
    const third = linkIn((await smtp.waitForMail(customer.email, 2, RESET)).text);
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, customer.userId));
    expect((await reset(third)).statusCode).toBe(400);
  });

  it('holds the new password to the sign-up rules', async () => {
    const customer = await registerAndLogin(ctx.app);
    await forgot(customer.email);
    const token = linkIn((await smtp.waitForMail(customer.email, 0, RESET)).text);
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(MESSAGES.auth.passwordComplexity);
    const strong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Strong-pass4' },
    });
    expect(strong.statusCode).toBe(200);
  });

  it('verifies the address whose mailbox opened the link', async () => {
    const customer = await registerAndLogin(ctx.app, { verified: false });
    await forgot(customer.email);
    const token = linkIn((await smtp.waitForMail(customer.email, 0, RESET)).text);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Strong-pass4' },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: 'Strong-pass4' },
    });
    expect(login.json().user.emailVerified).toBe(true);
  });

  it('looks the link up before hashing anything, and throttles the attempts of one address', async () => {
    // The reference: what one password hash costs this process, measured now on this machine.
    const reference = process.cpuUsage();
    await hashPassword('Reference-pass1');
    const oneHash = process.cpuUsage(reference).user;

    const attempt = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/reset-password',
        remoteAddress: '198.51.100.20',
        payload: { token, password: 'Strong-pass4' },
      });
    const before = process.cpuUsage();
    for (let i = 0; i < 10; i += 1) expect((await attempt(`made-up-token-${i}`)).statusCode).toBe(400);
    // Ten invalid links cost far less than ten hashes would (they would cost about 10 × oneHash).
    expect(process.cpuUsage(before).user).toBeLessThan(oneHash * 5);

    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push((await attempt(`more-made-up-${i}`)).statusCode);
    expect(answers).toContain(429);
  });
});
