import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { throttleCounters } from '../db/schema';
import { AppError } from './errors';

/** A fixed-window counter: how many hits a key had since its window began. */
export interface ThrottleStore {
  increment(key: string, windowMs: number): Promise<{ count: number; windowStart: Date }>;
  peek(key: string, windowMs: number): Promise<{ count: number; windowStart: Date } | undefined>;
  reset(key: string): Promise<void>;
  /** Forgets every counter (tests, and an operator lifting all throttles at once). */
  clear(): Promise<void>;
}

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** In one process (the embedded database) counters live in memory: no cost per request. */
export function memoryThrottleStore(now = () => Date.now()): ThrottleStore {
  const counters = new Map<string, { count: number; windowStart: number }>();
  const current = (key: string, windowMs: number) => {
    const entry = counters.get(key);
    if (!entry || entry.windowStart <= now() - windowMs) return undefined;
    return entry;
  };
  return {
    async increment(key, windowMs) {
      if (counters.size > 50_000)
        for (const [k, v] of counters) if (v.windowStart <= now() - 24 * 3600_000) counters.delete(k);
      const entry = current(key, windowMs) ?? { count: 0, windowStart: now() };
      entry.count += 1;
      counters.set(key, entry);
      return { count: entry.count, windowStart: new Date(entry.windowStart) };
    },
    async peek(key, windowMs) {
      const entry = current(key, windowMs);
      return entry && { count: entry.count, windowStart: new Date(entry.windowStart) };
    },
    async reset(key) {
      counters.delete(key);
    },
    async clear() {
      counters.clear();
    },
  };
}

/**
 * Several processes on one PostgreSQL share their counters through one table; each hit is a single
 * atomic upsert, so concurrent attempts from many processes are all counted.
 */
export function postgresThrottleStore(db: Database): ThrottleStore {
  return {
    async increment(key, windowMs) {
      const expired = sql`${throttleCounters.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            count: sql`case when ${expired} then 1 else ${throttleCounters.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${throttleCounters.windowStart} end`,
          },
        })
        .returning({ count: throttleCounters.count, windowStart: throttleCounters.windowStart });
      // Old counters are swept now and then rather than by a separate job.
      if (Math.random() < 0.01) {
        await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, sql`now() - interval '1 day'`));
      }
      return row!;
    },
    async peek(key, windowMs) {
      const [row] = await db
        .select({ count: throttleCounters.count, windowStart: throttleCounters.windowStart })
        .from(throttleCounters)
        .where(eq(throttleCounters.key, key));
      if (!row || row.windowStart.getTime() <= Date.now() - windowMs) return undefined;
      return row;
    },
    async reset(key) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
    async clear() {
      await db.delete(throttleCounters);
    },
  };
}

export class Throttle {
  constructor(private readonly store: ThrottleStore) {}

  private refuse(rule: ThrottleRule, windowStart: Date): never {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - Date.now()) / 1000));
    throw new AppError('THROTTLED', rule.message, { retryAfterSeconds });
  }

  /** Counts one attempt and refuses it when the rule's limit is passed. */
  async hit(rule: ThrottleRule, key: string): Promise<void> {
    const { count, windowStart } = await this.store.increment(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.limit) this.refuse(rule, windowStart);
  }

  /** Refuses without counting when the limit is already reached (used before checking a password). */
  async check(rule: ThrottleRule, key: string): Promise<void> {
    const current = await this.store.peek(`${rule.name}:${key}`, rule.windowMs);
    if (current && current.count >= rule.limit) this.refuse(rule, current.windowStart);
  }

  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.store.reset(`${rule.name}:${key}`);
  }

  clear(): Promise<void> {
    return this.store.clear();
  }
}
