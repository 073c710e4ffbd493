import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { problems } from '@/db/schema';
import { type CappedCount, countCapped, type Page } from '@/lib/paging';
import { searchTextMatches } from '@/lib/search';

/** A problem without its stored search text, which repeats the description and no answer shows. */
const { searchText: _searchText, ...problemColumns } = getTableColumns(problems);
export type ProblemRow = Omit<typeof problems.$inferSelect, 'searchText'>;
type ProblemValues = Pick<typeof problems.$inferInsert, 'title' | 'description' | 'email' | 'phone' | 'status'>;

export type ProblemStatus = ProblemRow['status'];
export interface ProblemsFilter {
  q?: string;
  statuses?: ProblemStatus[];
}

function problemsMatching(filter: ProblemsFilter) {
  return and(
    // The stored search text (migration 0008), which problems_search_trgm_idx serves.
    filter.q ? searchTextMatches(problems.searchText, filter.q) : undefined,
    filter.statuses ? inArray(problems.status, filter.statuses) : undefined,
  );
}

/** Newest first, ties broken by id so pages never overlap (problems_created_idx, problems_status_created_idx). */
export function listProblemsPage(db: Executor, filter: ProblemsFilter, page: Page): Promise<ProblemRow[]> {
  return db
    .select(problemColumns)
    .from(problems)
    .where(problemsMatching(filter))
    .orderBy(desc(problems.createdAt), desc(problems.id))
    .limit(page.limit)
    .offset(page.offset);
}

export function countProblems(db: Executor, filter: ProblemsFilter): Promise<CappedCount> {
  return countCapped(db, db.select({ id: problems.id }).from(problems).where(problemsMatching(filter)).getSQL());
}

export async function insertProblem(
  db: Executor,
  values: ProblemValues & Pick<typeof problems.$inferInsert, 'userId'>,
): Promise<ProblemRow> {
  const [row] = await db.insert(problems).values(values).returning(problemColumns);
  return row!;
}

export async function updateProblem(
  db: Executor,
  id: string,
  values: Partial<ProblemValues>,
): Promise<ProblemRow | undefined> {
  const [row] = await db.update(problems).set(values).where(eq(problems.id, id)).returning(problemColumns);
  return row;
}

export async function deleteProblem(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(problems).where(eq(problems.id, id)).returning({ id: problems.id })).length > 0;
}
