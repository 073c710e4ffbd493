import type { TCategory } from '@salon/shared';
import type { CategoryRow } from './categories.repository';

export function presentCategory(row: CategoryRow): TCategory {
  return { _id: row.id, name: row.name, description: row.description, imageUrl: row.imageUrl };
}
