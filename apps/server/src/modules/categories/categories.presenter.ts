import type { TCategory } from '@salon/shared';
import { inLocale } from '@/lib/catalog-text';
import { type CatalogView, storedTextsIn } from '@/lib/catalog-view';
import type { CategoryRow } from './categories.repository';

export function presentCategory(row: CategoryRow, view: CatalogView): TCategory {
  return {
    _id: row.id,
    name: inLocale(view.locale, row.name, row.nameAr),
    description: inLocale(view.locale, row.description, row.descriptionAr),
    imageUrl: row.imageUrl,
    ...storedTextsIn(view, row),
  };
}
