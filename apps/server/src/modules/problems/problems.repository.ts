import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { problems } from '../../db/schema';

export type ProblemRow = typeof problems.$inferSelect;
type ProblemValues = Pick<typeof problems.$inferInsert, 'title' | 'description' | 'email' | 'phone' | 'status'>;

export function listProblems(db: Executor): Promise<ProblemRow[]> {
  return db.select().from(problems).orderBy(desc(problems.createdAt));
}

export async function insertProblem(db: Executor, values: ProblemValues): Promise<ProblemRow> {
  const [row] = await db.insert(problems).values(values).returning();
  return row!;
}

export async function updateProblem(
  db: Executor,
  id: string,
  values: Partial<ProblemValues>,
): Promise<ProblemRow | undefined> {
  const [row] = await db.update(problems).set(values).where(eq(problems.id, id)).returning();
  return row;
}

export async function deleteProblem(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(problems).where(eq(problems.id, id)).returning({ id: problems.id })).length > 0;
}
