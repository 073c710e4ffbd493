import { formatSalonDateTime } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { smtpMail, useSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

const SALON_BOOKINGS = 'bookings@lumieresalon.ae';
/** The window in which a booking's further moves are gathered into one mail: short, so the test sees it end. */
const DIGEST_MS = 1500;

/**
 * One account once moved one booking 40 times in 4 s and the salon's bookings mailbox got
 * 40 mails. Moves are now limited per account and per appointment, cancellations per account, and the
 * salon hears of a booking's first move at once and of the further ones in one mail at the window's end.
 */
describe.each(databaseKinds)('limits on moving and cancelling on %s', (kind) => {
  const smtp = useSmtpPeer();
  const ctx = useTestApp(kind, () => ({
    ...smtpMail(smtp, 'Salon <bookings@salon.test>'),
    moveMailDigestMs: DIGEST_MS,
  }));

  const book = async (token: string, ...ids: string[]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: orderPayload(...ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const move = (token: string, from: string, to: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/mine/appointments/${from}/reschedule`,
      headers: { ...bearer(token), ...headers },
      payload: { appointmentId: to },
    });
  const cancel = (token: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/orders/mine/appointments/${id}`, headers: bearer(token) });

  it('40 moves of one booking in a burst: 3 made, the rest 429; the salon gets one mail at once and one digest', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const a = await salon.slot(salon.elena._id, salon.cut._id, 48);
    const b = await salon.slot(salon.elena._id, salon.cut._id, 50);
    await book(customer.token, a._id);
    const before = smtp.mailTo(SALON_BOOKINGS).length;

    let at = a._id;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const to = at === a._id ? b._id : a._id;
      const response = await move(customer.token, at, to);
      statuses.push(response.statusCode);
      if (response.statusCode === 200) at = to;
      else {
        expect(response.statusCode, response.body).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.json().message).toMatch(/moved 3 times.*\+971 4 123 4567/);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
    // The refusal reads in Arabic for an Arabic reader.
    const arabic = await move(customer.token, at, at === a._id ? b._id : a._id, { 'accept-language': 'ar' });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toMatch(/[\u0600-\u06ff]/);

    // The first move is told at once; the two after it in one mail at the window's end, with where it is now.
    const first = await smtp.waitForMail(SALON_BOOKINGS, before, /moved online/);
    expect(first.text).toContain('Now:');
    const digest = await smtp.waitForMail(SALON_BOOKINGS, before + 1);
    expect(digest.text).toMatch(/2 more times/);
    // a → b → a → b: where it stands now, in the salon's time.
    expect(at).toBe(b._id);
    expect(digest.text).toContain(formatSalonDateTime(new Date(b.starttime), ctx.config.salonTimeZone, 'en'));
    const [slot] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, at));
    expect(slot).toMatchObject({ reserved: true, userId: customer.userId });
    expect(smtp.mailTo(SALON_BOOKINGS)).toHaveLength(before + 2);
  });

  it('an account moves at most 5 appointments an hour, whichever they are', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const mine = await Promise.all([48, 52, 56].map((hours) => salon.slot(salon.elena._id, salon.cut._id, hours)));
    const free = await Promise.all([72, 76, 80].map((hours) => salon.slot(salon.sofia._id, salon.cut._id, hours)));
    await book(customer.token, ...mine.map((slot) => slot._id));
    const at = mine.map((slot) => slot._id);
    const spare = free.map((slot) => slot._id);
    const results: number[] = [];
    let refusal = '';
    // Six moves spread over three appointments (two each): the per-appointment bound is never reached.
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 3; i += 1) {
        const response = await move(customer.token, at[i]!, spare[i]!);
        results.push(response.statusCode);
        if (response.statusCode === 200) [at[i], spare[i]] = [spare[i]!, at[i]!];
        else refusal = response.json().message;
      }
    }
    expect(results.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(results[5]).toBe(429);
    expect(refusal).toMatch(/moved appointments 5 times online in the last hour.*\+971 4 123 4567/);
  });

  it('cancel and rebook in a loop: the 11th online cancellation in an hour is 429 and the booking stays', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
    for (let cycle = 0; cycle < 10; cycle += 1) {
      await book(customer.token, slot._id);
      const cancelled = await cancel(customer.token, slot._id);
      expect(cancelled.statusCode, `cycle ${cycle}: ${cancelled.body}`).toBe(204);
    }
    await book(customer.token, slot._id);
    const refused = await cancel(customer.token, slot._id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/cancelled 10 appointments.*\+971 4 123 4567/);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(row).toMatchObject({ reserved: true, userId: customer.userId });
  });
});
