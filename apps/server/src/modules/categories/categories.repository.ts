import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.name));
}
