import { sql } from 'drizzle-orm';
import { FormData } from 'undici';
import { expect } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { DEMO_CATEGORIES, DEMO_THERAPISTS } from '@/db/seed-data';
import { hoursFromNow, imageFixtures } from './helpers/catalog';
import type { Client } from './helpers/client-address';
import { orderPayload } from './helpers/orders';
import type { startSmtpPeer } from './helpers/smtp';
import { openAroundTheClock } from './helpers/test-app';
import { STRONG_PASSWORD } from './helpers/users';

/**
 * The salon day that multi-server.test.ts sends through nginx, apart from the cluster and the checks on it:
 * the script is long, and what the processes must agree on afterwards reads better without it in between.
 */

const CUSTOMER_COUNT = 8;
export const ADMIN = { email: 'admin@salon.test', password: 'Admin-Pass1' };
export const PUBLIC_URL = 'https://salon.test';
const VERIFY_LINK = /https:\/\/salon\.test\/verify-email\?token=([\w-]+)/;

interface Slot {
  _id: string;
  starttime: string;
  reserved: boolean;
}
export interface Service {
  _id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  imageUrl: string | null;
  demandOnline: boolean;
  categoryId: string;
}
export interface ServiceDetail extends Service {
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

/** What the day runs on: nginx in front, the processes behind it, the mail peer and the shared database. */
export interface SalonCluster {
  nginxUrl: string;
  smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  database: DatabaseHandle;
  /** A client from the given address; the test closes it and counts its upstreams. */
  client(baseUrl: string, address: string): Client;
  /** Each process asked directly, bypassing nginx. */
  direct(): Client[];
}

/** What the day leaves behind, for the checks after it. */
export function emptyDay() {
  return {
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
}
export type SalonDay = ReturnType<typeof emptyDay>;

/**
 * Fills `day` as it goes, so a step that fails leaves what came before it for the later checks to report
 * against.
 */
export async function driveSalonDay({ nginxUrl, smtp, database, client, direct }: SalonCluster, day: SalonDay) {
  const admin = client(nginxUrl, '127.0.0.2');
  const signedIn = await admin.post<{ token: string }>('/api/users/login', ADMIN);
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  const adminToken = signedIn.body.token;
  // The day books at any hour from now: the salon opens around the clock.
  await openAroundTheClock(database);

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
      const customer = client(nginxUrl, `127.0.0.${20 + index}`);
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
}
