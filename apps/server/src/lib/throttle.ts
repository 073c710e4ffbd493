import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { throttleCounters } from '@/db/schema';
import { throttledNetwork } from './client-network';
import { AppError, type ErrorText } from './errors';

/** Throttle counters: fixed windows (how many hits a key had since its window began) and growing delays. */
export interface ThrottleStore {
  increment(key: string, windowMs: number): Promise<{ count: number; windowStart: Date }>;
  reset(key: string): Promise<void>;
  /**
   * Decides and records one attempt under a growing-delay rule, atomically: the first `free` attempts of a
   * window pass, each later one only once the delay set by the one before has passed. A refused attempt
   * is not counted, so hammering does not lengthen the wait.
   */
  attempt(key: string, policy: DelayPolicy): Promise<AttemptDecision>;
  /** Takes back one counted attempt (it turned out to be a success, or another rule refused it unchecked). */
  giveBack(key: string): Promise<void>;
  /** Forgets every counter (tests, and an operator lifting all throttles at once). */
  clear(): Promise<void>;
}

export interface ThrottleRule {
  name: string;
  limit: number;
  windowMs: number;
  message: ErrorText;
  /**
   * 'client': the key is the caller's address, counted as its network (`throttledNetwork`: an IPv6 caller by
   * its /64), so one subscriber rotating through its addresses is still one caller.
   */
  keyedBy?: 'client';
}

/** A growing-delay rule: `free` attempts per window, then waits that double from `baseDelayMs` to `maxDelayMs`. */
export interface DelayPolicy {
  windowMs: number;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export interface DelayRule extends DelayPolicy {
  name: string;
  message: ErrorText;
}

export interface AttemptDecision {
  allowed: boolean;
  count: number;
  /** When the next attempt may come, when it has to wait at all. */
  nextAllowedAt: Date | null;
}

/**
 * The wait after the `count`-th attempt: none before the free ones are used, then base, 2×base, 4×base, …
 * up to the cap. The exponent is bounded so the arithmetic never overflows, in JavaScript or in SQL.
 */
export function delayAfter(policy: DelayPolicy, count: number): number | null {
  if (count < policy.free) return null;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(count - policy.free, 30));
}

/** In one process (the embedded database) counters live in memory: no cost per request. */
export function memoryThrottleStore(now = () => Date.now()): ThrottleStore {
  const counters = new Map<string, { count: number; windowStart: number; nextAllowedAt?: number | null }>();
  const sweep = () => {
    if (counters.size > 50_000)
      for (const [k, v] of counters)
        if (v.windowStart <= now() - 24 * 3600_000 && (v.nextAllowedAt ?? 0) <= now()) counters.delete(k);
  };
  const current = (key: string, windowMs: number) => {
    const entry = counters.get(key);
    if (!entry || entry.windowStart <= now() - windowMs) return undefined;
    return entry;
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const entry = current(key, windowMs) ?? { count: 0, windowStart: now() };
      entry.count += 1;
      counters.set(key, entry);
      return { count: entry.count, windowStart: new Date(entry.windowStart) };
    },
    // No await between reading and writing the entry: one process decides each attempt alone.
    async attempt(key, policy) {
      sweep();
      const at = now();
      let entry = counters.get(key);
      if (entry && entry.windowStart <= at - policy.windowMs && (entry.nextAllowedAt ?? 0) <= at) entry = undefined;
      if (entry?.nextAllowedAt && entry.nextAllowedAt > at)
        return { allowed: false, count: entry.count, nextAllowedAt: new Date(entry.nextAllowedAt) };
      const counted = entry ?? { count: 0, windowStart: at };
      counted.count += 1;
      const delay = delayAfter(policy, counted.count);
      counted.nextAllowedAt = delay === null ? null : at + delay;
      counters.set(key, counted);
      return {
        allowed: true,
        count: counted.count,
        nextAllowedAt: counted.nextAllowedAt === null ? null : new Date(counted.nextAllowedAt),
      };
    },
    async giveBack(key) {
      const entry = counters.get(key);
      if (!entry) return;
      entry.count = Math.max(0, entry.count - 1);
      // The attempt given back had been let through, so the wait before it had already passed.
      entry.nextAllowedAt = null;
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
    /**
     * One upsert decides and records: the row lock of ON CONFLICT serialises attempts on one key across
     * every process, and each SET expression reads the row as it was before this attempt.
     */
    async attempt(key, policy) {
      const t = throttleCounters;
      const expired = sql`(${t.windowStart} <= now() - make_interval(secs => ${policy.windowMs / 1000})
        and (${t.nextAllowedAt} is null or ${t.nextAllowedAt} <= now()))`;
      const waiting = sql`(not ${expired} and ${t.nextAllowedAt} is not null and ${t.nextAllowedAt} > now())`;
      // The same doubling as delayAfter, for the count this attempt reaches.
      const nextAfter = (count: SQL) =>
        sql`case when ${count} >= ${policy.free} then now() + make_interval(secs => least(${policy.maxDelayMs}::float8,
          ${policy.baseDelayMs}::float8 * power(2, least(${count} - ${policy.free}, 30))) / 1000) end`;
      const [row] = await db
        .insert(t)
        .values({ key, windowStart: sql`now()`, count: 1, nextAllowedAt: nextAfter(sql`1`), refused: false })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            refused: waiting,
            count: sql`case when ${expired} then 1 when ${waiting} then ${t.count} else ${t.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${t.windowStart} end`,
            nextAllowedAt: sql`case when ${expired} then ${nextAfter(sql`1`)} when ${waiting} then ${t.nextAllowedAt}
              else ${nextAfter(sql`(${t.count} + 1)`)} end`,
          },
        })
        .returning({ refused: t.refused, count: t.count, nextAllowedAt: t.nextAllowedAt });
      return { allowed: !row!.refused, count: row!.count, nextAllowedAt: row!.nextAllowedAt };
    },
    async giveBack(key) {
      await db
        .update(throttleCounters)
        .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)`, nextAllowedAt: null })
        .where(eq(throttleCounters.key, key));
    },
    async reset(key) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
    },
    async clear() {
      await db.delete(throttleCounters);
    },
  };
}

/** A rule's counter for a key: a client's address counts as its network. */
const keyOf = (rule: Pick<ThrottleRule, 'name' | 'keyedBy'>, key: string) =>
  `${rule.name}:${rule.keyedBy === 'client' ? throttledNetwork(key) : key}`;

export class Throttle {
  constructor(private readonly store: ThrottleStore) {}

  private refuse(rule: ThrottleRule, windowStart: Date): never {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - Date.now()) / 1000));
    throw new AppError('THROTTLED', rule.message, { retryAfterSeconds });
  }

  /** Counts one attempt and refuses it when the rule's limit is passed. */
  async hit(rule: ThrottleRule, key: string): Promise<void> {
    const { count, windowStart } = await this.store.increment(keyOf(rule, key), rule.windowMs);
    if (count > rule.limit) this.refuse(rule, windowStart);
  }

  /**
   * Counts one event in the rule's window without refusing anything, and says which it was and when its
   * window ends: for a caller that acts on the first of a window and gathers the rest (the salon's mail
   * of a booking's moves).
   */
  async count(
    rule: Pick<ThrottleRule, 'name' | 'windowMs'>,
    key: string,
  ): Promise<{ count: number; windowEndsAt: Date }> {
    const { count, windowStart } = await this.store.increment(`${rule.name}:${key}`, rule.windowMs);
    return { count, windowEndsAt: new Date(windowStart.getTime() + rule.windowMs) };
  }

  /** Counts one attempt under a growing-delay rule, or refuses it (uncounted) while its wait lasts. */
  async attempt(rule: DelayRule, key: string): Promise<void> {
    const decision = await this.store.attempt(`${rule.name}:${key}`, rule);
    if (!decision.allowed) {
      const waitMs = (decision.nextAllowedAt?.getTime() ?? Date.now()) - Date.now();
      throw new AppError('THROTTLED', rule.message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
  }

  async giveBack(rule: ThrottleRule | DelayRule, key: string): Promise<void> {
    await this.store.giveBack(keyOf(rule, key));
  }

  async reset(rule: ThrottleRule | DelayRule, key: string): Promise<void> {
    await this.store.reset(keyOf(rule, key));
  }

  clear(): Promise<void> {
    return this.store.clear();
  }
}
