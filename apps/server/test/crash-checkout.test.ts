import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '@/db/client';
import { invoices, saleEntries } from '@/db/schema';
import { startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';
import {
  call,
  ITEM_FILS,
  idempotencyKey,
  ordersForCheckout,
  pay,
  type StaffMember,
  startSale,
  TILL_JWT_SECRET,
  tillStaff,
  tillViolations,
} from './helpers/till-world';

/** Desks checking out at once while the server dies under them. */
const DESKS = 6;
/** More orders than the desks can check out before the kill. */
const ORDERS = 1_500;
/**
 * The kill comes once this many sales were answered as invoiced, give or take (a random moment, with every
 * desk in the middle of something), or after 30 s on a machine too loaded to get there.
 */
const KILL_AFTER_INVOICES = 25;
/** A fresh embedded database migrates in seconds alone, in tens of seconds beside other test files. */
const START_TIMEOUT_MS = 180_000;

interface Acknowledged {
  /** Payment rows a 200 answered with. */
  payments: Set<string>;
  /** Sales a 200 answered as invoiced. */
  invoicedSales: Set<string>;
  sales: number;
}

/**
 * Desks check out orders as fast as they can — start the sale, a card payment, the rest in cash (which issues
 * the invoice), a refund on every fourth (a credit note) — until the server is killed with SIGKILL.
 */
async function checkOutUntilKilled(url: string, desk: StaffMember[], orderIds: string[], kill: () => void) {
  const seen: Acknowledged = { payments: new Set(), invoicedSales: new Set(), sales: 0 };
  let alive = true;
  const killAt = KILL_AFTER_INVOICES + Math.floor(Math.random() * KILL_AFTER_INVOICES);
  const stop = () => {
    if (!alive) return;
    alive = false;
    clearTimeout(timer);
    // A few milliseconds later: the desks' next requests are already on their way.
    setTimeout(kill, Math.floor(Math.random() * 20));
  };
  const timer = setTimeout(stop, 30_000);
  let next = 0;
  const note = (answer: { status: number; json: Record<string, unknown> }) => {
    if (answer.status !== 200) return;
    const entries = answer.json.entries as { _id: string; kind: string }[];
    for (const entry of entries) if (entry.kind === 'payment') seen.payments.add(entry._id);
    if ((answer.json.invoices as unknown[]).length > 0) seen.invoicedSales.add(answer.json._id as string);
    if (seen.invoicedSales.size >= killAt) stop();
  };
  await Promise.all(
    Array.from({ length: DESKS }, async (_, d) => {
      while (next < orderIds.length - 1) {
        const i = next++;
        try {
          const saleId = await startSale(url, desk[d % 2]!.token, orderIds[i]!);
          seen.sales++;
          note(await pay(url, desk[d % 2]!.token, saleId, 4_000, 'card'));
          const last = await pay(url, desk[(d + 1) % 2]!.token, saleId, ITEM_FILS - 4_000);
          note(last);
          if (i % 4 === 0 && last.status === 200) {
            const payment = (last.json.entries as { _id: string; kind: string }[]).find((e) => e.kind === 'payment')!;
            note(
              await call(url, desk[2]!.token, 'POST', `/sales/${saleId}/payments/${payment._id}/refunds`, {
                amountFils: 500,
                reason: 'Crash test refund',
                idempotencyKey: idempotencyKey(),
              }),
            );
          }
        } catch {
          if (!alive) return; // the server is gone
          throw new Error('a checkout failed while the server was alive');
        }
      }
    }),
  );
  return seen;
}

/** After the restart: the till's invariants hold, and whatever a desk was told was taken or issued is there. */
async function checkAfterCrash(db: DatabaseHandle['db'], seen: Acknowledged) {
  expect(seen.invoicedSales.size).toBeGreaterThan(0);
  expect(await tillViolations(db)).toEqual([]);
  const payments = [...seen.payments];
  const stored = new Set<string>();
  for (let i = 0; i < payments.length; i += 1000) {
    const rows = await db
      .select({ id: saleEntries.id })
      .from(saleEntries)
      .where(inArray(saleEntries.id, payments.slice(i, i + 1000)));
    for (const row of rows) stored.add(row.id);
  }
  expect(payments.filter((id) => !stored.has(id))).toEqual([]);
  const invoiced = new Set((await db.select({ saleId: invoices.saleId }).from(invoices)).map((row) => row.saleId));
  expect([...seen.invoicedSales].filter((id) => !invoiced.has(id))).toEqual([]);
}

/** The restarted server takes the next checkout, and its invoice continues the numbers. */
async function checkOutOnceMore(url: string, desk: StaffMember[], orderId: string) {
  const saleId = await startSale(url, desk[0]!.token, orderId);
  const paid = await pay(url, desk[0]!.token, saleId, ITEM_FILS);
  expect(paid.status).toBe(200);
  expect((paid.json.invoices as unknown[]).length).toBe(1);
}

describe('a server killed with SIGKILL in the middle of checkouts', () => {
  it('on the embedded database: no half-written sale, payment or invoice', { timeout: 600_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-crash-till-'));
    const env = { DATA_DIR: dataDir, JWT_SECRET: TILL_JWT_SECRET };
    const first = await startServerProcess(env);
    await waitForHealth(first.url, START_TIMEOUT_MS);
    await first.stop();
    const setup = await openPglite(path.join(dataDir, 'pglite'));
    const desk = await tillStaff(setup.db, ['reception', 'reception', 'admin']);
    const orderIds = await ordersForCheckout(setup.db, ORDERS);
    await setup.close();

    const victim = await startServerProcess(env);
    await waitForHealth(victim.url, START_TIMEOUT_MS);
    const seen = await checkOutUntilKilled(victim.url, desk, orderIds, () => victim.child.kill('SIGKILL'));
    await victim.exited;
    console.log(
      `crash checkout (PGlite): ${seen.sales} sales started, ${seen.invoicedSales.size} invoiced before the kill`,
    );

    const restarted = await startServerProcess(env);
    await waitForHealth(restarted.url, START_TIMEOUT_MS);
    await checkOutOnceMore(restarted.url, desk, orderIds.at(-1)!);
    await restarted.stop();
    const reopened = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await checkAfterCrash(reopened.db, seen);
    } finally {
      await reopened.close();
    }
  });

  it.runIf(inject('postgresAdminUrl'))(
    'on PostgreSQL: no half-written sale, payment or invoice',
    { timeout: 600_000 },
    async () => {
      const database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url!,
        DATA_DIR: '/tmp/salon-crash-till-unused',
        JWT_SECRET: TILL_JWT_SECRET,
      };
      try {
        const desk = await tillStaff(database.handle.db, ['reception', 'reception', 'admin']);
        const orderIds = await ordersForCheckout(database.handle.db, ORDERS);
        const victim = await startServerProcess(env);
        await waitForHealth(victim.url, START_TIMEOUT_MS);
        const seen = await checkOutUntilKilled(victim.url, desk, orderIds, () => victim.child.kill('SIGKILL'));
        await victim.exited;
        console.log(
          `crash checkout (PostgreSQL): ${seen.sales} sales started, ${seen.invoicedSales.size} invoiced before the kill`,
        );
        const restarted = await startServerProcess(env);
        await waitForHealth(restarted.url, START_TIMEOUT_MS);
        await checkOutOnceMore(restarted.url, desk, orderIds.at(-1)!);
        await restarted.stop();
        const fresh = await openPostgres(database.url!, 2);
        try {
          await checkAfterCrash(fresh.db, seen);
        } finally {
          await fresh.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
