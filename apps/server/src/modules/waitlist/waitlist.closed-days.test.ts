import { DEFAULT_SALON_WEEK, WAITLIST_MESSAGES as M } from '@salon/shared';
import { dayAfter, nextWeekday, setSalonWeek } from '@test/helpers/hours';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { beforeEach, describe, expect, it } from 'vitest';

const MONDAY = 1;
/** The text without the isolates that keep a Latin name in its order inside Arabic. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
const TUESDAY = 2;
const WEDNESDAY = 3;

// Issue 27: no time can ever free up on a day the salon is closed or the chosen therapist is off, so nobody
// waits for one; the refusal names the hours one can come instead, in the reader's language.
describe.each(databaseKinds)('a waitlist for a closed day on %s', (kind) => {
  const ctx = useTestApp(kind);
  const tz = () => ctx.config.salonTimeZone;
  let salon: Awaited<ReturnType<typeof smallSalon>>;
  beforeEach(async () => {
    salon = await smallSalon(ctx.app);
    await setSalonWeek(ctx.app, salon.admin);
  });
  const join = async (payload: object, language = 'en') => {
    const customer = await registerAndLogin(ctx.app);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { ...bearer(customer.token), 'accept-language': language },
      payload: { serviceId: salon.cut._id, ...payload },
    });
  };
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: salon.admin, payload });

  it('refuses the weekly closed day with the opening hours, in English and Arabic, and takes an open one', async () => {
    const monday = nextWeekday(MONDAY, tz());
    const refused = await join({ day: monday });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^The salon is closed on Mon, .+\. Our opening hours: Tuesday to Sunday, 9am to 8pm\. Please choose another day\.$/,
    );
    const arabic = await join({ day: monday }, 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message).toMatch(
      /^الصالون مغلق يوم الاثنين، .+ساعات العمل: من الثلاثاء إلى الأحد، من 9 ص إلى 8 م/,
    );
    expect((await join({ day: nextWeekday(TUESDAY, tz()) })).statusCode).toBe(201);
  });

  it('refuses a closure in the salon’s words, and takes the day again once the closure goes', async () => {
    const tuesday = nextWeekday(TUESDAY, tz());
    const closure = await post('/api/closures', { from: tuesday, to: dayAfter(tuesday), reason: 'National Day' });
    expect(closure.statusCode, closure.body).toBe(201);
    const refused = await join({ day: dayAfter(tuesday) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The salon is closed on Wed, .+ \(National Day\)\. Our opening hours: /);
    await ctx.app.inject({ method: 'DELETE', url: `/api/closures/${closure.json().range._id}`, headers: salon.admin });
    expect((await join({ day: dayAfter(tuesday) })).statusCode).toBe(201);
  });

  it('refuses a therapist’s day off and a weekday they do not work, naming their hours; any therapist may wait', async () => {
    const tuesday = nextWeekday(TUESDAY, tz());
    const absence = await post(`/api/therapists/${salon.elena._id}/absences`, {
      from: tuesday,
      to: tuesday,
      reason: 'Training',
    });
    expect(absence.statusCode, absence.body).toBe(201);
    const away = await join({ day: tuesday, therapistId: salon.elena._id });
    expect(away.statusCode).toBe(400);
    expect(away.json().message).toMatch(
      /^Elena is away on Tue, .+\. Elena's working hours: Tuesday to Sunday, 9am to 8pm\./,
    );
    expect((await join({ day: tuesday })).statusCode).toBe(201);
    // What the screens read to offer only the days she works: her week and days off, not why.
    const days = await ctx.app.inject({ method: 'GET', url: `/api/therapists/${salon.elena._id}/working-days` });
    expect(days.statusCode).toBe(200);
    expect(days.json().absences).toEqual([{ from: tuesday, to: tuesday }]);
    expect(days.body).not.toContain('Training');

    const week = DEFAULT_SALON_WEEK.map((day) => (day.weekday === WEDNESDAY ? { ...day, open: false } : day));
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/therapists/${salon.sofia._id}/hours`,
      headers: salon.admin,
      payload: { week },
    });
    expect(set.statusCode, set.body).toBe(200);
    const off = await join({ day: nextWeekday(WEDNESDAY, tz()), therapistId: salon.sofia._id }, 'ar');
    expect(off.statusCode).toBe(400);
    expect(plain(off.json().message)).toMatch(/^Sofia لا تعمل يوم الأربعاء، .+ساعات عمل Sofia: /);
    // The refusal comes before the rest: the message is never a free time's or another 4xx's.
    expect(off.json().message).not.toBe(M.freeSlotsExist);
  });
});
