import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { saleEntries } from '@/db/schema';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';
import {
  ITEM_FILS,
  ordersForCheckout,
  pay,
  type StaffMember,
  startSale,
  TILL_JWT_SECRET,
  tillStaff,
  tillViolations,
} from './helpers/till-world';

/** 15 in `npm test`; `npm run test:faults` runs 1,000. */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 15);
const IN_FLIGHT = Number(process.env.RACE_IN_FLIGHT ?? 4);

/**
 * Two receptionists take payment for one sale at the same moment, each through their own server process on
 * one PostgreSQL. Whatever the amounts, the salon never collects more than the sale is worth: when the first
 * took the whole due the second is told so (409, nothing due); when the second's amount is more than what
 * the first left, it is refused (400, naming what is due); when both fit, both are taken. No 5xx, and the
 * database shows every sale paid at most its value, with its invoice exactly when it is paid.
 */
const MODES = [
  { amounts: [ITEM_FILS, ITEM_FILS], bothFit: false },
  { amounts: [6_000, 6_000], bothFit: false },
  { amounts: [4_000, 6_000], bothFit: true },
  { amounts: [ITEM_FILS, 1], bothFit: false },
] as const;

describe.runIf(inject('postgresAdminUrl'))('two receptionists paying one sale at once, on two servers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ServerProcess[] = [];
  let desk: StaffMember[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    desk = await tillStaff(database.handle.db, ['reception', 'reception']);
    const env = { DATABASE_URL: database.url!, JWT_SECRET: TILL_JWT_SECRET, DATA_DIR: '/tmp/salon-till-race-unused' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all(servers.map((server) => waitForHealth(server.url)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it(`never over-collects in ${ROUNDS} rounds, and tells the second desk why`, {
    timeout: 60_000 + ROUNDS * 1_500,
  }, async () => {
    const orderIds = await ordersForCheckout(database.handle.db, ROUNDS);
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    let collected = 0;
    let next = 0;
    const started = Date.now();
    const lane = async () => {
      for (let round = next++; round < ROUNDS; round = next++) {
        const mode = MODES[round % MODES.length]!;
        const saleId = await startSale(servers[round % 2]!.url, desk[0]!.token, orderIds[round]!);
        // Both at once: receptionist 0 through server 0 in cash, receptionist 1 through server 1 by card.
        const answers = await Promise.all(
          [0, 1].map((i) => pay(servers[i]!.url, desk[i]!.token, saleId, mode.amounts[i]!, i === 0 ? 'cash' : 'card')),
        );
        const codes = answers.map((answer) => answer.status);
        for (const code of codes) statuses[code] = (statuses[code] ?? 0) + 1;
        const taken = answers.filter((answer) => answer.status === 200).length;
        const won = answers.reduce((sum, answer, i) => sum + (answer.status === 200 ? mode.amounts[i]! : 0), 0);
        collected += won;
        const losers = answers.filter((answer) => answer.status !== 200);
        const ok = mode.bothFit
          ? losers.length === 0
          : taken === 1 &&
            won <= ITEM_FILS &&
            losers.every((answer) => answer.status === 409 || answer.status === 400) &&
            losers.every((answer) => typeof answer.json.message === 'string' && answer.json.message !== '');
        if (!ok) failures.push(`round ${round}: ${codes.join(',')} ${JSON.stringify(losers.map((l) => l.json))}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const seconds = (Date.now() - started) / 1000;
    console.log(`till payment race: ${ROUNDS} rounds in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}`);

    const why = servers.flatMap((server) =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('"level":50')),
    );
    expect(failures, why.join('\n')).toEqual([]);
    expect(Object.keys(statuses).filter((code) => Number(code) >= 500)).toEqual([]);
    // Rounds where the first desk took the whole due leave the other a 409 with "nothing due".
    expect(statuses[409] ?? 0).toBeGreaterThan(0);
    expect(await tillViolations(database.handle.db)).toEqual([]);
    // What the desks were told they took is what the ledger holds, and never more than the sales were worth.
    const [stored] = await database.handle.db
      .select({ fils: sql<number>`coalesce(sum(${saleEntries.amountFils}), 0)::int` })
      .from(saleEntries)
      .where(eq(saleEntries.kind, 'payment'));
    expect(stored!.fils).toBe(collected);
    expect(collected).toBeLessThanOrEqual(ROUNDS * ITEM_FILS);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  });
});
