import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  createCategory,
  createService,
  createSlot,
  createTherapist,
  hoursFromNow,
  imageFixtures,
  multipart,
  openSalonAroundTheClock,
} from './helpers/catalog';
import { orderPayload } from './helpers/orders';
import { type ServerProcess, serverDir, startServerProcess, waitForHealth } from './helpers/server-process';
import { bearer, registerAndLogin } from './helpers/users';

const root = path.resolve(serverDir, '../..');
const ADMIN = { email: 'owner@backup.test', password: 'Backup-admin-9' };
const CUSTOMERS = 8;
const THERAPISTS = 4;
const HOURS = 50;

/**
 * The operator's promise: `npm run backup` while customers are booking, `npm run restore` into a fresh
 * place, and every booking the site acknowledged before the backup began is there, with every image.
 * The real server and the real commands, as separate processes.
 */

/** The test helpers speak `app.inject`; this speaks it over HTTP to a server process. */
function remote(url: string): FastifyInstance {
  return {
    async inject(options: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) {
      const body =
        options.payload instanceof FormData
          ? options.payload
          : options.payload === undefined
            ? undefined
            : JSON.stringify(options.payload);
      const headers = {
        ...options.headers,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      };
      const response = await fetch(`${url}${options.url}`, { method: options.method, headers, body });
      const text = await response.text();
      return { statusCode: response.status, body: text, headers: response.headers, json: () => JSON.parse(text) };
    },
  } as unknown as FastifyInstance;
}

function npm(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _unset, ...inherited } = process.env;
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: root, env: { ...inherited, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function signIn(url: string): Promise<{ authorization: string }> {
  const response = await remote(url).inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
  if (response.statusCode !== 200) throw new Error(`admin sign-in: ${response.body}`);
  return bearer((response.json() as { token: string }).token);
}

/** A salon with many free slots, customers, and a service with an uploaded image. */
async function fillSalon(url: string) {
  const app = remote(url);
  const admin = await signIn(url);
  const category = await createCategory(app, admin);
  const images = await imageFixtures();
  const withImage = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers: admin,
    payload: multipart(
      { name: 'Colour', price: '300', demandOnline: 'true', categoryId: category._id },
      { name: 'photo.png', type: 'image/png', bytes: images.png },
    ),
  });
  if (withImage.statusCode !== 201) throw new Error(`service with image: ${withImage.body}`);
  const imageUrl = (withImage.json() as { imageUrl: string }).imageUrl;
  const image = Buffer.from(await (await fetch(`${url}${imageUrl}`)).arrayBuffer());
  const service = await createService(app, admin, category._id);
  await openSalonAroundTheClock(app, admin);
  const slotIds: string[] = [];
  for (let t = 0; t < THERAPISTS; t++) {
    const therapist = await createTherapist(app, admin, `Therapist ${t}`);
    const created = await Promise.all(
      Array.from({ length: HOURS }, (_, h) => createSlot(app, admin, therapist._id, service._id, hoursFromNow(30 + h))),
    );
    slotIds.push(...created.map((slot) => slot._id));
  }
  const customers = [];
  for (let c = 0; c < CUSTOMERS; c++) customers.push(await registerAndLogin(app, { verified: false }));
  return { imageUrl, image, slotIds, customers };
}

interface Acknowledged {
  orderId: string;
  slotId: string;
  at: number;
}

/** Customers booking free slots in parallel until stopped; every 201 is recorded with when it arrived. */
function bookingLoad(url: string, customers: { token: string }[], slotIds: string[]) {
  const queue = [...slotIds];
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const worker = async (customer: { token: string }) => {
    while (!stopped) {
      const slotId = queue.shift();
      if (!slotId) return;
      const response = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { ...bearer(customer.token), 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload(slotId)),
      });
      const body = (await response.json()) as { _id: string };
      if (response.status === 201) acknowledged.push({ orderId: body._id, slotId, at: Date.now() });
      else if (response.status >= 500) throw new Error(`booking answered ${response.status}`);
    }
  };
  const done = Promise.all(customers.map(worker));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

async function expectRestored(url: string, acknowledged: Acknowledged[], image: { url: string; bytes: Buffer }) {
  const admin = await signIn(url);
  const missing: string[] = [];
  await Promise.all(
    acknowledged.map(async ({ orderId, slotId }) => {
      const response = await fetch(`${url}/api/orders/${orderId}`, { headers: admin });
      const order =
        response.status === 200 ? ((await response.json()) as { Orderitems: { Appointment: unknown }[] }) : null;
      if (!order || !JSON.stringify(order.Orderitems).includes(slotId)) missing.push(orderId);
    }),
  );
  expect(missing).toEqual([]);
  const served = await fetch(`${url}${image.url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(image.bytes)).toBe(true);
}

/** Runs the scenario against a server started with `env`; restores with `restoreEnv` and checks there. */
async function backupWhileBooking(env: Record<string, string>, restoreEnv: Record<string, string>) {
  const settings = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAX_OPEN_APPOINTMENTS: '1000',
    ORDERS_PER_HOUR: '1000',
  };
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'salon-backups-')), 'salon.tar');
  let server: ServerProcess | undefined = await startServerProcess({ ...settings, ...env });
  let acknowledged: Acknowledged[] = [];
  let backupStartedAt = 0;
  let salon: Awaited<ReturnType<typeof fillSalon>>;
  try {
    await waitForHealth(server.url);
    salon = await fillSalon(server.url);
    const load = bookingLoad(server.url, salon.customers, salon.slotIds);
    // Some bookings acknowledged before the backup, and more landing while it runs.
    while (load.acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));
    backupStartedAt = Date.now();
    const backup = await npm(['backup', file], env);
    await load.stop();
    expect(backup.code, backup.output).toBe(0);
    acknowledged = load.acknowledged;
    expect(acknowledged.filter((booking) => booking.at > backupStartedAt).length).toBeGreaterThan(0);
  } finally {
    await server.stop();
    server = undefined;
  }

  const restore = await npm(['restore', file], restoreEnv);
  expect(restore.code, restore.output).toBe(0);
  expect(restore.output).toContain('Backup restored');
  const again = await npm(['restore', file], restoreEnv);
  expect(again.code).toBe(1);
  expect(again.output).toMatch(/is not empty|already (has|holds)/);

  const restored = await startServerProcess({ ...settings, ...restoreEnv });
  try {
    await waitForHealth(restored.url);
    expect((await fetch(`${restored.url}/api/health/ready`)).status).toBe(200);
    // Acknowledged in the same millisecond the backup was started, but before it in this process: before.
    const before = acknowledged.filter((booking) => booking.at <= backupStartedAt);
    expect(before.length).toBeGreaterThanOrEqual(20);
    await expectRestored(restored.url, before, { url: salon!.imageUrl, bytes: salon!.image });
  } finally {
    await restored.stop();
  }
}

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'salon-backup-data-'));

describe('npm run backup and npm run restore', () => {
  it('on the embedded database: a running server dumps it; every booking acknowledged before and every image come back', async () => {
    await backupWhileBooking({ DATA_DIR: dataDir() }, { DATA_DIR: path.join(dataDir(), 'restored') });
    // About 35 s alone on the 2-core machine: three times that, and some, for a busy one.
  }, 120_000);

  const adminUrl = inject('postgresAdminUrl');
  const scratch: string[] = [];
  const scratchDatabase = async () => {
    const name = `salon_backup_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    scratch.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    if (scratch.length === 0) return;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of scratch) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it.runIf(adminUrl)(
    'on PostgreSQL: pg_dump while the site books, restored into an empty database',
    async () => {
      const secret = { JWT_SECRET: 'backup-test-secret-backup-test-secret-0' };
      await backupWhileBooking(
        { ...secret, DATA_DIR: dataDir(), DATABASE_URL: await scratchDatabase() },
        { ...secret, DATA_DIR: dataDir(), DATABASE_URL: await scratchDatabase() },
      );
    },
    90_000,
  );
});
