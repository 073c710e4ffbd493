import { VALIDATION_MESSAGES } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { orderPayload, smallSalon } from './helpers/orders';
import { databaseKinds, useTestApp } from './helpers/test-app';
import { bearer, registerAndLogin } from './helpers/users';

/**
 * Dates that Date.parse reads but nothing after it can hold: the last instant JavaScript knows (a duration
 * added leaves the range), one past it, the same without the sign, the first instant, and the end of year
 * 9999 (a slot ending in year 10000 has no four-digit ISO form). bad-input.test.ts draws such values too
 * rarely to find them; here every date field of every route gets each one.
 */
const FAR_DATES = [
  '+275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:01.000Z',
  '275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-12-31T23:59:00.000Z',
  '3000-01-01T00:00:00.000Z',
];

describe.each(databaseKinds)('far-off dates on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('are a 400 naming the allowed years on every route that takes a date, never a 500', {
    timeout: 120_000,
  }, async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const ordered = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    const spare = await salon.slot(salon.sofia._id, salon.cut._id, 40);
    const ids = [slot._id, spare._id, salon.elena._id, salon.cut._id, (ordered.json() as { _id: string })._id];
    const body = (date: string) => ({
      serviceId: salon.cut._id,
      therapistId: salon.elena._id,
      starttime: date,
      duration: 30,
      date,
      slots: [{ starttime: date, duration: 30, serviceIds: [salon.cut._id] }],
      status: 'pending',
      user: { name: 'Walk-in', phone: '+971500000000' },
      orderItems: [
        { draft: { serviceId: salon.cut._id, therapistId: salon.elena._id, starttime: date, duration: 30 } },
      ],
    });
    const failures: string[] = [];
    // Signing out would end the admin's session for the routes after it; those take no date anyway.
    const writes = ctx.app.routeTable.filter(
      (r) => r.method !== 'GET' && r.method !== 'DELETE' && !r.url.startsWith('/api/users/logout'),
    );
    for (const route of writes)
      for (const id of route.url.includes(':') ? ids : [undefined])
        for (const date of FAR_DATES) {
          const url = id ? route.url.replace(/:\w+/g, id) : route.url;
          const response = await ctx.app.inject({
            method: route.method as 'POST',
            url,
            headers: salon.admin,
            payload: body(date),
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${url} ${date} → ${response.statusCode}`);
        }
    expect(failures).toEqual([]);

    // The routes that take a date say which years they take.
    const answers = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const response = await ctx.app.inject({ method, url, headers: salon.admin, payload });
      return [response.statusCode, (response.json() as { message: string }).message];
    };
    for (const date of FAR_DATES) {
      const { starttime, duration, slots, serviceId, orderItems, user } = body(date);
      const expected = [400, VALIDATION_MESSAGES.dateOutOfYears];
      expect(
        await answers('POST', `/api/therapists/${salon.elena._id}/appointments`, { starttime, duration, serviceId }),
      ).toEqual(expected);
      expect(await answers('POST', `/api/therapists/${salon.elena._id}/appointments/bulk`, { slots })).toEqual(
        expected,
      );
      expect(await answers('PATCH', `/api/appointments/${spare._id}`, { starttime })).toEqual(expected);
      expect(
        await answers('POST', '/api/orders/anonymous', { user, orderItems: [{ AppointmentId: spare._id }], date }),
      ).toEqual(expected);
      if (date.startsWith('+') || date.startsWith('-') || date.startsWith('2')) continue; // z.iso.datetime already refuses years of more than four digits, with its own message
      expect(await answers('POST', '/api/orders/anonymous', { user, orderItems })).toEqual(expected);
    }
  });
});
