import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres, rowsOf } from '@/db/client';
import { LOGIN_RULES } from '@/modules/users';
import { bookingViolations, NO_VIOLATIONS } from './helpers/booking-invariants';
import { type Client, clientAt } from './helpers/client-address';
import { type Nginx, startNginx } from './helpers/nginx';
import { createScratchDatabase } from './helpers/scratch-database';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { startSmtpPeer } from './helpers/smtp';
import { ADMIN, driveSalonDay, emptyDay, PUBLIC_URL, type Service, type ServiceDetail } from './multi-server.day';

/**
 * A salon run as the README's scaling section says: three server processes on one PostgreSQL, behind
 * Debian's nginx balancing round-robin with no stickiness. A whole day goes through nginx only, so every
 * step lands on whichever process nginx picks; then each process is asked directly whether it saw what the
 * others did (catalog caches dropped by PostgreSQL NOTIFY, images, bookings, reminders, throttles).
 */

const SERVER_COUNT = 3;
const REMINDER_INTERVAL_MS = 250;

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

  const day = emptyDay();

  it('drives a whole salon day through nginx', { timeout: 120_000 }, async () => {
    await driveSalonDay({ nginxUrl: nginx.url, smtp, database, client, direct }, day);
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
