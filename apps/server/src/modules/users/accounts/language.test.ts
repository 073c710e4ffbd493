import { MESSAGES } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, newCustomer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

/** The account's language: chosen, remembered, and followed by the answers and the cookie. */
describe.each(databaseKinds)('the account’s language on %s', (kind) => {
  const ctx = useTestApp(kind);
  const localeOf = async (email: string) =>
    (await ctx.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
  const choose = (locale: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/language', headers, payload: { locale } });

  it('is chosen with PUT /api/account/language: 401 signed out, 400 for a language we do not have, 204 and kept', async () => {
    const customer = await registerAndLogin(ctx.app);
    expect((await choose('ar')).statusCode).toBe(401);
    const bad = await choose('fr', bearer(customer.token));
    expect(bad.statusCode).toBe(400);
    expect((await choose(undefined, bearer(customer.token))).statusCode).toBe(400);
    expect(await localeOf(customer.email)).toBe('en');

    const chosen = await choose('ar', bearer(customer.token));
    expect(chosen.statusCode).toBe(204);
    expect(chosen.body).toBe('');
    expect(chosen.cookies.find((cookie) => cookie.name === 'salon_lang')?.value).toBe('ar');
    expect(await localeOf(customer.email)).toBe('ar');
    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/account',
      headers: bearer(customer.token),
    });
    expect(account.json()).toMatchObject({ email: customer.email, locale: 'ar' });

    // Signing in again sets the browser's language from the account's.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((cookie) => cookie.name === 'salon_lang')?.value).toBe('ar');
    expect(login.json()).not.toHaveProperty('locale');

    expect((await choose('en', bearer(customer.token))).statusCode).toBe(204);
    expect(await localeOf(customer.email)).toBe('en');
  });

  it('starts as the sign-up page’s language: the language cookie, else Accept-Language, else English', async () => {
    const register = (headers: Record<string, string>) => {
      const customer = newCustomer();
      return ctx.app
        .inject({ method: 'POST', url: '/api/users/register', headers, payload: customer })
        .then((answer) => ({ answer, customer }));
    };
    const arabic = await register({ 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' });
    expect(arabic.answer.statusCode).toBe(201);
    expect(await localeOf(arabic.customer.email)).toBe('ar');
    const english = await register({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(await localeOf(english.customer.email)).toBe('en');
    const byCookie = await register({ 'accept-language': 'en-US', cookie: 'salon_lang=ar' });
    expect(await localeOf(byCookie.customer.email)).toBe('ar');
    const none = await register({});
    expect(await localeOf(none.customer.email)).toBe('en');
  });

  it('answers an Arabic page’s errors in Arabic and an English page’s in English', async () => {
    const wrong = { email: 'nobody@example.com', password: 'Wrong-Pass1' };
    const english = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: wrong });
    expect(english.statusCode).toBe(401);
    expect(english.json().message).toBe(MESSAGES.auth.invalidCredentials);
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { cookie: 'salon_lang=ar' },
      payload: wrong,
    });
    expect(arabic.statusCode).toBe(401);
    expect(arabic.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');

    // A validation answer: the message and each field's, from the shared schemas' texts.
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'ar' },
      payload: { ...newCustomer(), email: 'not-an-address' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).not.toBe(MESSAGES.auth.emailInvalid);
    expect(invalid.json().message).toMatch(/[\u0600-\u06ff]/);
    expect(invalid.json().errors.every((entry: { message: string }) => /[\u0600-\u06ff]/.test(entry.message))).toBe(
      true,
    );

    // Signed out, in Arabic: the auth plugin's English answer, given in Arabic.
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me/account',
      headers: { 'accept-language': 'ar-AE' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('يُرجى تسجيل الدخول للمتابعة');
  });
});
