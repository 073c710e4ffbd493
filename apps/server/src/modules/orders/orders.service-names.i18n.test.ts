import { zonedDateKey } from '@salon/shared';
import { createCategory, createService, createSlot, createTherapist, hoursFromNow } from '@test/helpers/catalog';
import { orderPayload } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '@/db/schema';

/**
 * Every answer that names a service names it in the request's language, the Arabic name when the
 * salon gave one and the English otherwise (a blank Arabic name is none): orders, My Appointments, the staff
 * lists and calendar, slots, the waitlist, the month's report, a closure's bookings, the data download.
 */
const ARABIC_COOKIE = { cookie: 'salon_lang=ar' };
const ARABIC_BROWSER = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' };

type Headers = Record<string, string>;
type Named = { serviceName: string };
type Slot = { serviceId: { _id: string; name: string } };
type Order = { _id: string; Orderitems: { appointmentId: Slot }[] };

describe.each(databaseKinds)('service names in the reader’s language on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) {
    const response = await ctx.app.inject({ method, url, headers, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }
  const read = (url: string, headers: Headers) => call('GET', url, headers);

  /**
   * Three services of one therapist, each with a slot a customer booked (in this order): Cut with an Arabic
   * name, Keratin with none, Blow-Dry whose Arabic name is blank in the database. The customer also waits
   * for a Cut on a day without slots, and the salon closes the days of the bookings.
   */
  async function bookedSalon() {
    const admin = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, admin);
    const cut = await createService(ctx.app, admin, category._id, { name: 'Cut', nameAr: 'قص الشعر', price: 200 });
    const keratin = await createService(ctx.app, admin, category._id, { name: 'Keratin', price: 300 });
    const blowDry = await createService(ctx.app, admin, category._id, { name: 'Blow-Dry', price: 130 });
    await ctx.database.db.update(services).set({ nameAr: '   ' }).where(eq(services.id, blowDry._id));
    const elena = await createTherapist(ctx.app, admin, 'Elena');
    const slots = [
      await createSlot(ctx.app, admin, elena._id, cut._id, hoursFromNow(20)),
      await createSlot(ctx.app, admin, elena._id, keratin._id, hoursFromNow(22)),
      await createSlot(ctx.app, admin, elena._id, blowDry._id, hoursFromNow(24)),
    ];
    const customer = await registerAndLogin(ctx.app);
    const order: Order = await call(
      'POST',
      '/api/orders',
      bearer(customer.token),
      orderPayload(...slots.map((slot) => slot._id)),
    );
    const timeZone = ctx.config.salonTimeZone;
    const days = slots.map((slot) => zonedDateKey(new Date(slot.starttime), timeZone));
    const waitDay = zonedDateKey(hoursFromNow(24 * 5), timeZone);
    await call('POST', '/api/waitlist', bearer(customer.token), { serviceId: cut._id, day: waitDay });
    return { admin, customer, elena, cut, keratin, blowDry, slots, order, days };
  }
  type Salon = Awaited<ReturnType<typeof bookedSalon>>;

  const slotNames = (slots: Slot[]) => slots.map((slot) => slot.serviceId.name);
  const orderNames = (order: Order) => slotNames(order.Orderitems.map((item) => item.appointmentId));
  const names = (rows: Named[]) => rows.map((row) => row.serviceName);

  /** The service names each answer gives a reader sending `headers`, the bookings' in start order. */
  async function namesIn(salon: Salon, headers: Headers) {
    const staff = { ...salon.admin, ...headers };
    const customer = { ...bearer(salon.customer.token), ...headers };
    const [first, last] = [salon.days[0], salon.days.at(-1)];
    const months = [...new Set(salon.days.map((day) => day.slice(0, 7)))];
    const reported = new Map<string, string>();
    for (const month of months) {
      const report = await read(`/api/reports/monthly?month=${month}`, staff);
      for (const row of report.services as { serviceId: string; name: string }[]) reported.set(row.serviceId, row.name);
    }
    const calendar: { appointments: Named[] }[] = await read(`/api/orders/calendar?from=${first}&to=${last}`, staff);
    const exported = await read('/api/users/me/export', customer);
    const [staffWaiting] = await read(`/api/services/${salon.cut._id}/waitlist`, staff);
    const [myWaiting] = await read('/api/waitlist/mine', customer);
    return {
      staffOrders: orderNames((await read('/api/orders', staff))[0]),
      staffOrder: orderNames(await read(`/api/orders/${salon.order._id}`, staff)),
      customerOrder: orderNames(await read(`/api/orders/${salon.order._id}`, customer)),
      customerOrders: orderNames((await read('/api/orders', customer))[0]),
      userDetail: orderNames((await read(`/api/users/${salon.customer.userId}`, staff)).orders[0]),
      myAppointments: names(await read('/api/orders/mine/appointments', customer)),
      adminAppointments: names(await read('/api/orders/appointments', staff)),
      calendar: names(calendar.flatMap((day) => day.appointments)),
      therapistSlots: slotNames((await read(`/api/therapists/${salon.elena._id}`, headers)).appointments),
      closureBookings: names(await read('/api/closures/bookings', staff)),
      report: [salon.cut, salon.keratin, salon.blowDry].map((service) => reported.get(service._id)),
      exported: exported.orders[0].items.map((item: { service: string }) => item.service),
      waitlist: [staffWaiting.serviceName, myWaiting.serviceName, exported.waitlist[0].service],
    };
  }

  /** What every answer gives when the bookings' services read `booked` and the waited-for Cut reads `cut`. */
  const everywhere = (booked: string[], cut: string) => ({
    staffOrders: booked,
    staffOrder: booked,
    customerOrder: booked,
    customerOrders: booked,
    userDetail: booked,
    myAppointments: booked,
    adminAppointments: booked,
    calendar: booked,
    therapistSlots: booked,
    closureBookings: booked,
    report: booked,
    exported: booked,
    waitlist: [cut, cut, cut],
  });
  const ARABIC_NAMES = ['قص الشعر', 'Keratin', 'Blow-Dry'];
  const ENGLISH_NAMES = ['Cut', 'Keratin', 'Blow-Dry'];

  it('names the services in Arabic for an Arabic cookie or browser, in English otherwise', async () => {
    const salon = await bookedSalon();
    // The closure's own answer lists the bookings it covers, named for its reader too.
    const closure = await call(
      'POST',
      '/api/closures',
      { ...salon.admin, ...ARABIC_COOKIE },
      {
        from: salon.days[0],
        to: salon.days.at(-1),
        reason: 'Renovation',
      },
    );
    expect(names(closure.affected)).toEqual(ARABIC_NAMES);

    expect(await namesIn(salon, ARABIC_COOKIE)).toEqual(everywhere(ARABIC_NAMES, 'قص الشعر'));
    expect(await namesIn(salon, ARABIC_BROWSER)).toEqual(everywhere(ARABIC_NAMES, 'قص الشعر'));
    expect(await namesIn(salon, {})).toEqual(everywhere(ENGLISH_NAMES, 'Cut'));
    // The cookie, the reader's choice, outranks an Arabic browser.
    expect(await namesIn(salon, { ...ARABIC_BROWSER, cookie: 'salon_lang=en' })).toEqual(
      everywhere(ENGLISH_NAMES, 'Cut'),
    );
  });

  it('answers a booking and the slot forms in the reader’s language', async () => {
    const admin = { ...(await adminHeaders(ctx.app)), ...ARABIC_COOKIE };
    const category = await createCategory(ctx.app, admin);
    const cut = await createService(ctx.app, admin, category._id, { name: 'Cut', nameAr: 'قص الشعر', price: 200 });
    const elena = await createTherapist(ctx.app, admin, 'Elena');

    const created: Slot & { _id: string } = await call('POST', `/api/therapists/${elena._id}/appointments`, admin, {
      serviceId: cut._id,
      starttime: hoursFromNow(30).toISOString(),
      duration: 60,
    });
    expect(created.serviceId.name).toBe('قص الشعر');
    const moved: Slot = await call('PATCH', `/api/appointments/${created._id}`, admin, {
      starttime: hoursFromNow(31).toISOString(),
    });
    expect(moved.serviceId.name).toBe('قص الشعر');
    const english: Slot = await call(
      'PATCH',
      `/api/appointments/${created._id}`,
      { authorization: admin.authorization },
      {
        starttime: hoursFromNow(32).toISOString(),
      },
    );
    expect(english.serviceId.name).toBe('Cut');

    const customer = await registerAndLogin(ctx.app);
    const booked: Order = await call(
      'POST',
      '/api/orders',
      { ...bearer(customer.token), ...ARABIC_COOKIE },
      {
        ...orderPayload(created._id),
      },
    );
    expect(orderNames(booked)).toEqual(['قص الشعر']);
    const [mine] = await read('/api/orders/mine/appointments', bearer(customer.token));
    expect(mine.serviceName).toBe('Cut');
  });

  it('names the service and writes the time in the reader’s language inside a refusal', async () => {
    const admin = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, admin);
    const cut = await createService(ctx.app, admin, category._id, { name: 'Cut', nameAr: 'قص الشعر', price: 200 });
    const bridal = await createService(ctx.app, admin, category._id, {
      name: 'Bridal Makeup',
      nameAr: 'مكياج العروس',
      price: 900,
      demandOnline: false,
    });
    const elena = await createTherapist(ctx.app, admin, 'Elena');
    const slot = await createSlot(ctx.app, admin, elena._id, cut._id, hoursFromNow(30));
    const byPhone = await createSlot(ctx.app, admin, elena._id, bridal._id, hoursFromNow(40));
    const first = await registerAndLogin(ctx.app);
    await call('POST', '/api/orders', bearer(first.token), orderPayload(slot._id));

    // The slot is gone: its detail names the service in Arabic and writes the day and time in Arabic.
    const second = await registerAndLogin(ctx.app);
    const gone = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(second.token), ...ARABIC_COOKIE },
      payload: orderPayload(slot._id),
    });
    expect(gone.statusCode).toBe(409);
    const detail: string = gone.json().errors[0].message;
    expect(detail).toContain('قص الشعر');
    expect(detail).not.toMatch(/Cut|AM|PM|Mon|Tue|Wed|Thu|Fri|Sat|Sun/);
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(second.token),
      payload: orderPayload(slot._id),
    });
    expect(english.json().errors[0].message).toContain('Cut');

    // A service booked by phone only, named in Arabic.
    const phoneOnly = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(second.token), ...ARABIC_COOKIE },
      payload: orderPayload(byPhone._id),
    });
    expect(phoneOnly.statusCode).toBe(409);
    expect(phoneOnly.json().message).toContain('مكياج العروس');
    expect(phoneOnly.json().message).not.toContain('Bridal');
  });
});
