import { MESSAGES } from '@salon/shared';
import { useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';

// Issue 18: the texts of successful answers follow the page's language, as the error answers do.
const FORGOT_ACCEPTED_AR = 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.';
const SIGNED_OUT_EVERYWHERE_AR = 'تم تسجيل خروجك من جميع الأجهزة.';

describe('successful answers in the request’s language', () => {
  const ctx = useTestApp('pglite');
  let asked = 0;
  // A new address each time: the form is throttled per address.
  const forgot = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: `nobody-${++asked}@salon.test` },
      headers,
    });

  const messageOf = async (headers: Record<string, string>) => {
    const answer = await forgot(headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it('gives an Arabic page the Arabic of a success message, an English one the English', async () => {
    expect(await messageOf({ cookie: 'salon_lang=ar' })).toEqual({ message: FORGOT_ACCEPTED_AR });
    expect(await messageOf({ 'accept-language': 'ar-AE,ar;q=0.9' })).toEqual({ message: FORGOT_ACCEPTED_AR });
    expect(await messageOf({})).toEqual({ message: MESSAGES.auth.forgotAccepted });
    expect(await messageOf({ cookie: 'salon_lang=en', 'accept-language': 'ar' })).toEqual({
      message: MESSAGES.auth.forgotAccepted,
    });
  });

  it('translates a signed-in customer’s answer too, by the language cookie beside the session', async () => {
    const customer = await registerAndLogin(ctx.app);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout-everywhere',
      headers: { ...bearer(customer.token), cookie: 'salon_lang=ar' },
    });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ message: SIGNED_OUT_EVERYWHERE_AR });
  });
});
