import type { TCategory, TCategoryInput } from '@salon/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { presentCategory } from './categories.presenter';
import * as repository from './categories.repository';

const normalise = (input: TCategoryInput) => ({ ...input, imageUrl: input.imageUrl || null });

export async function getCategories(db: Database): Promise<TCategory[]> {
  return (await repository.listCategories(db)).map(presentCategory);
}

export async function createCategory(db: Database, input: TCategoryInput): Promise<TCategory> {
  return presentCategory(await repository.insertCategory(db, normalise(input)));
}

export async function updateCategory(db: Database, id: string, input: TCategoryInput): Promise<TCategory> {
  const row = await repository.updateCategory(db, id, normalise(input));
  if (!row) throw notFound('Category');
  return presentCategory(row);
}

/** A category that still holds services is kept: deleting it would orphan them. */
export async function deleteCategory(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inUse = await repository.countServicesInCategory(tx, id);
    if (inUse > 0) {
      throw conflict(
        `This category still has ${inUse} service${inUse === 1 ? '' : 's'}. Move or delete ${inUse === 1 ? 'it' : 'them'} first.`,
      );
    }
    if (!(await repository.deleteCategory(tx, id))) throw notFound('Category');
  });
}
