import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { FormData } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres, rowsOf } from '../src/db/client';
import { DEMO_CATEGORIES, DEMO_THERAPISTS } from '../src/db/seed-data';
import { LOGIN_RULES } from '../src/modules/users/login-attempts';
import { bookingViolations, NO_VIOLATIONS } from './helpers/booking-invariants';
import { hoursFromNow, imageFixtures } from './helpers/catalog';
import { type Client, clientAt } from './helpers/client-address';
import { type Nginx, startNginx } from './helpers/nginx';
import { orderPayload } from './helpers/orders';
import { createScratchDatabase } from './helpers/scratch-database';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { startSmtpPeer } from './helpers/smtp';
import { STRONG_PASSWORD } from './helpers/users';

/**
 * A salon run as the README's scaling section says: three server processes on one PostgreSQL, behind
 * Debian's nginx balancing round-robin with no stickiness. A whole day goes through nginx only, so every
 * step lands on whichever process nginx picks; then each process is asked directly whether it saw what the
 * others did (catalog caches dropped by PostgreSQL NOTIFY, images, bookings, reminders, throttles).
 */

const SERVER_COUNT = 3;
const CUSTOMER_COUNT = 8;
const REMINDER_INTERVAL_MS = 250;
const ADMIN = { email: 'admin@salon.test', password: 'Admin-Pass1' };
const PUBLIC_URL = 'https://salon.test';
const VERIFY_LINK = /https:\/\/salon\.test\/verify-email\?token=([\w-]+)/;

interface Slot {
  _id: string;
  starttime: string;
  reserved: boolean;
}
interface Service {
  _id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  imageUrl: string | null;
  demandOnline: boolean;
  categoryId: string;
}
interface ServiceDetail extends Service {
  appointments: Slot[];
}
interface Order {
  _id: string;
  Orderitems: { _id: string; appointmentId: { _id: string } }[];
}
interface Customer {
  client: Client;
  email: string;
  token: string;
}

/** The UID of the appointment a reminder is about: the order item's id, as the attached .ics names it. */
function reminderUid(mail: ParsedMail): string | undefined {
  const calendar = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
  return calendar?.content.toString('utf8').match(/^UID:([\w-]+)@salon-booking/m)?.[1];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(inject('postgresAdminUrl'))('three servers on one PostgreSQL behind nginx', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let servers: ServerProcess[] = [];
  let nginx: Nginx;
  const clients: Client[] = [];
  const client = (baseUrl: string, address: string) => {
    const made = clientAt(baseUrl, address);
    clients.push(made);
    return made;
  };
  /** Each process asked directly, bypassing nginx. */
  const direct = () => servers.map((server) => client(server.url, '127.0.0.1'));

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    scratch = await createScratchDatabase(inject('postgresAdminUrl'));
    const shared = {
      DATABASE_URL: scratch.url,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Salon <bookings@salon.test>',
      PUBLIC_URL,
      REMINDER_INTERVAL_MS: String(REMINDER_INTERVAL_MS),
      // One secret for all: a session started on one process is checked by the others.
      JWT_SECRET: 'multi-server-test-secret-shared-by-all-three',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The three start at once on an empty database: migrations and the demo seed run once, under the lock.
      SEED_DEMO: '1',
    };
    servers = await Promise.all(
      Array.from({ length: SERVER_COUNT }, () =>
        startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'salon-multi-')) }),
      ),
    );
    await Promise.all(servers.map((server) => waitForHealth(server.url)));
    nginx = await startNginx(servers.map((server) => server.port));
    database = await openPostgres(scratch.url, 2);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(clients.map((made) => made.close()));
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await scratch?.drop();
    await smtp?.close();
  }, 60_000);

  // What the day leaves behind, for the checks after it.
  const day = {
    newService: undefined as Service | undefined,
    repriced: undefined as Service | undefined,
    /** New slots nobody books: every process must offer them. */
    spareSlots: [] as { serviceId: string; slotId: string }[],
    /** Slots taken during the day: no process may offer them any more. */
    takenSlots: [] as { serviceId: string; slotId: string }[],
    /** Order item id of every booking whose reminder falls due, by the customer's address. */
    dueReminders: new Map<string, string>(),
    customers: [] as Customer[],
    /** The order whose only appointment its customer cancelled online. */
    cancelledOnline: undefined as string | undefined,
  };

  it('drives a whole salon day through nginx', { timeout: 120_000 }, async () => {
    const admin = client(nginx.url, '127.0.0.2');
    const signedIn = await admin.post<{ token: string }>('/api/users/login', ADMIN);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const adminToken = signedIn.body.token;

    const services = (await admin.get<Service[]>('/api/services')).body;
    const therapists = (await admin.get<{ _id: string; name: string }[]>('/api/therapists')).body;
    const service = services.find((candidate) => candidate.name === DEMO_CATEGORIES[0].services[0].name)!;
    const therapist = therapists.find((candidate) => candidate.name === DEMO_THERAPISTS[0].name)!;
    expect(service, 'the demo seed ran once').toBeDefined();
    expect(services).toHaveLength(DEMO_CATEGORIES.reduce((sum, category) => sum + category.services.length, 0));

    // Every process reads (and so keeps in memory) the catalog before the admin changes it.
    for (const server of direct()) {
      for (const url of ['/api/categories', '/api/services', '/api/therapists', `/api/services/${service._id}`]) {
        expect((await server.get(url)).status).toBe(200);
      }
    }

    // The admin's catalog work: a new service with its photo, a price change, new slots for a therapist.
    const images = await imageFixtures();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Hand Ritual',
      description: 'Paraffin wrap, exfoliation and a long massage',
      price: '240',
      discount: '0',
      demandOnline: 'true',
      categoryId: service.categoryId,
    }))
      form.append(key, value);
    form.append('file', new Blob([new Uint8Array(images.jpeg)], { type: 'image/jpeg' }), 'hand-ritual.jpg');
    const created = await admin.postForm<Service>('/api/services', form, adminToken);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.imageUrl).toBeTruthy();
    day.newService = created.body;

    const { _id: _unused, ...serviceFields } = service;
    const repriced = await admin.patch<Service>(
      `/api/services/${service._id}`,
      { ...serviceFields, price: service.price + 25 },
      adminToken,
    );
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    day.repriced = repriced.body;

    const openSlot = async (serviceId: string, hours: number) => {
      const answer = await admin.post<Slot>(
        `/api/therapists/${therapist._id}/appointments`,
        { serviceId, starttime: hoursFromNow(hours).toISOString(), duration: 60 },
        adminToken,
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body._id;
    };
    // Within the next 24 hours, so their reminders fall due once the bookings look two days old.
    const dueSlots = await Promise.all([19, 20, 21, 22].map((hours) => openSlot(service._id, hours)));
    const cancelledByStaff = await openSlot(service._id, 23);
    const walkInSlot = await openSlot(service._id, 18);
    // Far enough ahead to be cancelled online (24 hours' notice) and then booked by someone else.
    const freedSlot = await openSlot(service._id, 30);
    const contested = await openSlot(service._id, 48);
    // One therapist, one time, two services: only one of the two can be booked.
    const sameTime = [await openSlot(service._id, 54), await openSlot(created.body._id, 54)];
    day.spareSlots = [
      { serviceId: service._id, slotId: await openSlot(service._id, 60) },
      { serviceId: service._id, slotId: await openSlot(service._id, 61) },
      { serviceId: created.body._id, slotId: await openSlot(created.body._id, 62) },
    ];

    // Customers sign up at once, each from an address of their own, and verify through the mailed link.
    day.customers = await Promise.all(
      Array.from({ length: CUSTOMER_COUNT }, async (_, index): Promise<Customer> => {
        const customer = client(nginx.url, `127.0.0.${20 + index}`);
        const email = `guest${index}.${process.pid}@example.com`;
        const registered = await customer.post('/api/users/register', {
          name: `Guest ${index}`,
          email,
          password: STRONG_PASSWORD,
          phone: `+97150123400${index}`,
        });
        expect(registered.status, JSON.stringify(registered.body)).toBe(201);
        const mail = await smtp.waitForMail(email, 0, /Verify your email/);
        const token = mail.text?.match(VERIFY_LINK)?.[1];
        expect(token, mail.text).toBeDefined();
        expect((await customer.post('/api/users/verify-email', { token })).status).toBe(200);
        const login = await customer.post<{ token: string }>('/api/users/login', { email, password: STRONG_PASSWORD });
        expect(login.status, JSON.stringify(login.body)).toBe(200);
        // Browsing first: the processes nginx picks keep this service's free slots in memory.
        expect((await customer.get(`/api/services/${service._id}`)).status).toBe(200);
        return { client: customer, email, token: login.body.token };
      }),
    );
    const customers = day.customers;
    const book = (customer: Customer, slotId: string) =>
      customer.client.post<Order>('/api/orders', orderPayload(slotId), customer.token);

    // Four customers book the slots whose reminders will fall due, all at once.
    const dueBookings = await Promise.all(dueSlots.map((slotId, index) => book(customers[index]!, slotId)));
    dueBookings.forEach((booking, index) => {
      expect(booking.status, JSON.stringify(booking.body)).toBe(201);
      day.dueReminders.set(customers[index]!.email, booking.body.Orderitems[0]!._id);
    });
    day.takenSlots.push(...dueSlots.map((slotId) => ({ serviceId: service._id, slotId })));

    // Every customer races for the same slot: exactly one gets it.
    const race = await Promise.all(customers.map((customer) => book(customer, contested)));
    expect(race.map((answer) => answer.status).sort()).toEqual([201, ...Array(CUSTOMER_COUNT - 1).fill(409)]);
    day.takenSlots.push({ serviceId: service._id, slotId: contested });

    // Two customers race for the same therapist at the same time through two services.
    const overlap = await Promise.all(sameTime.map((slotId, index) => book(customers[6 + index]!, slotId)));
    expect(overlap.map((answer) => answer.status).sort()).toEqual([201, 409]);

    // A booking cancelled online frees its slot for the next customer.
    const toCancel = await book(customers[4]!, freedSlot);
    expect(toCancel.status, JSON.stringify(toCancel.body)).toBe(201);
    const cancelled = await customers[4]!.client.delete(
      `/api/orders/mine/appointments/${freedSlot}`,
      customers[4]!.token,
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(204);
    day.cancelledOnline = toCancel.body._id;
    const rebooked = await book(customers[5]!, freedSlot);
    expect(rebooked.status, JSON.stringify(rebooked.body)).toBe(201);
    day.takenSlots.push({ serviceId: service._id, slotId: freedSlot });

    // A booking the salon cancels: its reminder must never go out.
    const staffCancelled = await book(customers[4]!, cancelledByStaff);
    expect(staffCancelled.status, JSON.stringify(staffCancelled.body)).toBe(201);
    const statusChange = await admin.patch(
      `/api/orders/${staffCancelled.body._id}/status`,
      { status: 'cancelled' },
      adminToken,
    );
    expect(statusChange.status, JSON.stringify(statusChange.body)).toBe(200);

    // A walk-in the admin books at the desk: no address, so no mail.
    const walkIn = await admin.post(
      '/api/orders/anonymous',
      { user: { name: 'Walk-in Guest', phone: '+971509999999' }, orderItems: [{ AppointmentId: walkInSlot }] },
      adminToken,
    );
    expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
    day.takenSlots.push({ serviceId: service._id, slotId: walkInSlot });

    // The reminders fall due: as if every booking had been made two days ago.
    await database.db.execute(sql`update order_items set created_at = now() - interval '2 days'`);
  });

  it('has every process serve the new catalog and slots, as NOTIFY told them', async () => {
    const { newService, repriced } = day;
    expect(newService && repriced, 'the day ran').toBeTruthy();
    for (const [index, server] of direct().entries()) {
      const label = `server ${index + 1}`;
      const list = await server.get<Service[]>('/api/services');
      expect(
        list.body.find((service) => service._id === newService!._id),
        label,
      ).toMatchObject({
        name: 'Hand Ritual',
        price: 240,
        imageUrl: newService!.imageUrl,
      });
      expect(list.body.find((service) => service._id === repriced!._id)?.price, label).toBe(repriced!.price);
      for (const serviceId of new Set([...day.spareSlots, ...day.takenSlots].map((slot) => slot.serviceId))) {
        const detail = await server.get<ServiceDetail>(`/api/services/${serviceId}`);
        const offered = new Set(detail.body.appointments.map((slot) => slot._id));
        for (const spare of day.spareSlots.filter((slot) => slot.serviceId === serviceId))
          expect(offered.has(spare.slotId), `${label} offers new slot ${spare.slotId}`).toBe(true);
        for (const taken of day.takenSlots.filter((slot) => slot.serviceId === serviceId))
          expect(offered.has(taken.slotId), `${label} still offers booked slot ${taken.slotId}`).toBe(false);
      }
    }
  });

  it('has every process serve the uploaded image', async () => {
    const imageUrl = day.newService?.imageUrl;
    expect(imageUrl, 'the day ran').toBeTruthy();
    const served = await Promise.all(direct().map((server) => server.bytes(imageUrl!)));
    expect(served.map((answer) => answer.status)).toEqual(Array(SERVER_COUNT).fill(200));
    for (const answer of served) {
      expect(answer.type).toMatch(/^image\//);
      expect(answer.bytes.length).toBeGreaterThan(0);
      expect(answer.bytes.equals(served[0]!.bytes)).toBe(true);
    }
  });

  it('leaves no therapist booked twice at once and no slot in two live orders', async () => {
    const { 'order without items': emptyOrders, ...violations } = await bookingViolations(database.db);
    const { 'order without items': _none, ...expected } = NO_VIOLATIONS;
    expect(violations).toEqual(expected);
    // Cancelling an order's last appointment online leaves the cancelled order without items by design.
    expect(emptyOrders).toEqual([{ id: day.cancelledOnline }]);
  });

  it('mails each due reminder exactly once, whichever of the three jobs claims it', async () => {
    expect(day.dueReminders.size, 'the day ran').toBe(4);
    const reminders = () => smtp.received.filter((mail) => mail.subject?.startsWith('Reminder'));
    const deadline = Date.now() + 15_000;
    while (reminders().length < day.dueReminders.size && Date.now() < deadline) await wait(100);
    // Every process's job runs many more times over the same bookings.
    await wait(12 * REMINDER_INTERVAL_MS);

    const mailed = reminders().map((mail) => ({
      to: (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value.map((v) => v.address) ?? []),
      uid: reminderUid(mail),
    }));
    expect(mailed.map((mail) => mail.uid).sort()).toEqual([...day.dueReminders.values()].sort());
    for (const [email, itemId] of day.dueReminders) {
      expect(
        mailed.filter((mail) => mail.to.includes(email)),
        email,
      ).toEqual([{ to: [email], uid: itemId }]);
    }
    // The walk-in's reminder is settled without a mail; the cancelled and later bookings are not due.
    const settled = rowsOf(
      await database.db.execute(sql`select count(*)::int as n from order_items where reminder_sent_at is not null`),
    );
    expect(settled[0]?.n).toBe(day.dueReminders.size + 1);
  });

  it('holds the per-address sign-in limit across the three processes', async () => {
    const stranger = client(nginx.url, '127.0.0.250');
    const answers: { status: number; upstream: string | undefined }[] = [];
    for (let i = 0; i <= LOGIN_RULES.perAddress.limit; i++) {
      answers.push(
        await stranger.post('/api/users/login', { email: `guess${i}@example.com`, password: 'Wrong-pass1' }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(LOGIN_RULES.perAddress.limit).fill(401), 429]);
    // Round-robin: the guesses were counted by every process, not by one.
    expect(new Set(answers.map((answer) => answer.upstream)).size).toBe(SERVER_COUNT);
  });

  it('spread the requests over all three processes, none of which logged an error', () => {
    const perServer = new Map<string, number>();
    for (const made of clients)
      for (const upstream of made.upstreams) perServer.set(upstream, (perServer.get(upstream) ?? 0) + 1);
    const total = [...perServer.values()].reduce((sum, n) => sum + n, 0);
    for (const server of servers) {
      const answered = perServer.get(`127.0.0.1:${server.port}`) ?? 0;
      // Round-robin gives each about a third; a fifth leaves room for the order of parallel requests.
      expect(answered, `127.0.0.1:${server.port} of ${JSON.stringify([...perServer])}`).toBeGreaterThan(total / 5);
      expect(server.output(), `server on ${server.port}`).not.toMatch(/"level":(50|60)/);
    }
    expect(perServer.size).toBe(SERVER_COUNT);
  });
});
