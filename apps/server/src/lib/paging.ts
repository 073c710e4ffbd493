import { TOTAL_COUNT_CAP, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER, type TPageQuery } from '@salon/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Executor, rowsOf } from '@/db/client';
import { badRequest, untranslated } from './errors';

/**
 * Paging of the dashboard's lists (the contract is in `packages/shared/src/schemas/admin-lists.ts`): the
 * answer is the spec's bare array, the number of matches travels in headers.
 */
export interface Page {
  limit: number;
  offset: number;
}

/** A page far beyond the counted matches is refused: OFFSET costs what it skips. */
export function pageOf(query: TPageQuery): Page {
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= TOTAL_COUNT_CAP) {
    throw badRequest(
      untranslated(`Only the first ${TOTAL_COUNT_CAP} results can be paged through. Please narrow the filters.`),
    );
  }
  return { limit: query.pageSize, offset };
}

/** One page of a list and the capped count of all its matches. */
export interface PagedList<T> {
  rows: T[];
  count: CappedCount;
}

export interface CappedCount {
  total: number;
  capped: boolean;
}

/**
 * Counts the rows of a query up to the cap (one more row tells "more than that"), so the count costs at
 * most `TOTAL_COUNT_CAP` rows however long the history is. `matching` is a complete select of the
 * matching rows (any columns).
 */
export async function countCapped(db: Executor, matching: SQL): Promise<CappedCount> {
  const result = await db.execute(
    sql`select count(*)::int as n from (${matching} limit ${TOTAL_COUNT_CAP + 1}) as matching`,
  );
  const n = Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  return { total: Math.min(n, TOTAL_COUNT_CAP), capped: n > TOTAL_COUNT_CAP };
}

export function sendPageHeaders(reply: FastifyReply, count: CappedCount): void {
  reply.header(TOTAL_COUNT_HEADER, String(count.total));
  if (count.capped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
}
