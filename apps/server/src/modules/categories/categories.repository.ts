import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { categories, services } from '@/db/schema';

export type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'description' | 'nameAr' | 'descriptionAr' | 'imageUrl'
>;

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
}

export async function findCategory(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function insertCategory(db: Executor, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

export async function deleteCategory(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })).length > 0;
}

export function countServicesInCategory(db: Executor, id: string): Promise<number> {
  return db.$count(services, eq(services.categoryId, id));
}
