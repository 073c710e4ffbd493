import { MESSAGES } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, newCustomer } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

describe.each(databaseKinds)('a walk-in customer claims the account on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' },
    publicUrl: 'https://salon.test',
  }));
  const EMAIL = 'walkin.claim@example.test';

  async function walkInWithOrder() {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(slot._id), user: { name: 'Huda Walk-in', phone: '0501234567', email: EMAIL } },
    });
    expect(order.statusCode, order.body).toBe(201);
    return order.json().user._id as string;
  }

  it('is not taken over by signing up with the address, which answers as for any existing account', async () => {
    const id = await walkInWithOrder();
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: newCustomer({ name: 'Someone Else', email: EMAIL.toUpperCase() }),
    });
    expect(signUp.statusCode).toBe(409);
    expect(signUp.json().message).toBe(MESSAGES.auth.emailTaken);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Huda Walk-in', passwordHash: null, emailVerifiedAt: null });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: EMAIL, password: newCustomer().password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('is claimed through the mailed reset link: the password is set on the record and the address proved', async () => {
    const id = await walkInWithOrder();
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: EMAIL },
    });
    expect(forgot.json().message).toBe(MESSAGES.auth.forgotAccepted);
    const mail = await smtp.waitForMail(EMAIL, 0, /Reset your/);
    const token = mail.text?.match(/https:\/\/salon\.test\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password: 'Claimed-pass1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: EMAIL, password: 'Claimed-pass1' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ _id: id, emailVerified: true });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(login.json().token) });
    expect(mine.json()).toHaveLength(1);
  });
});
