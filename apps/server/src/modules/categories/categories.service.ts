import type { TCategory, TCategoryInput } from '@salon/shared';
import type { Database, Executor } from '@/db/client';
import type { CatalogView } from '@/lib/catalog-view';
import { conflict, notFound, untranslated } from '@/lib/errors';
import { presentCategory } from './categories.presenter';
import * as repository from './categories.repository';

const normalise = (input: TCategoryInput) => ({ ...input, imageUrl: input.imageUrl || null });

export async function getCategories(db: Database, view: CatalogView): Promise<TCategory[]> {
  return (await repository.listCategories(db)).map((row) => presentCategory(row, view));
}

export async function createCategory(db: Database, input: TCategoryInput, view: CatalogView): Promise<TCategory> {
  return presentCategory(await repository.insertCategory(db, normalise(input)), view);
}

/** An Arabic text the request leaves out stays as it is; one sent empty is cleared. */
export async function updateCategory(
  db: Database,
  id: string,
  input: TCategoryInput,
  view: CatalogView,
): Promise<TCategory> {
  const row = await repository.updateCategory(db, id, normalise(input));
  if (!row) throw notFound('Category');
  return presentCategory(row, view);
}

/** A category that still holds services is kept: deleting it would orphan them. */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inUse = await repository.countServicesInCategory(tx, id);
    if (inUse > 0) {
      throw conflict(
        untranslated(
          `This category still has ${inUse} service${inUse === 1 ? '' : 's'}. Move or delete ${inUse === 1 ? 'it' : 'them'} first.`,
        ),
      );
    }
    if (!(await repository.deleteCategory(tx, id))) throw notFound('Category');
  });
}

/** Whether a category with this id exists (a service names one). */
export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  return (await repository.findCategory(db, id)) !== undefined;
}
