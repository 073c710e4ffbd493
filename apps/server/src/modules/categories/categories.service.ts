import type { TCategory } from '@salon/shared';
import type { Executor } from '../../db/client';
import { presentCategory } from './categories.presenter';
import * as repository from './categories.repository';

export async function getCategories(db: Executor): Promise<TCategory[]> {
  return (await repository.listCategories(db)).map(presentCategory);
}
