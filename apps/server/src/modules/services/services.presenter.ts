import type { TService } from '@salon/shared';
import { inLocale } from '@/lib/catalog-text';
import { type CatalogView, storedTextsIn } from '@/lib/catalog-view';
import type { ServiceRow } from './services.repository';

export function presentService(row: ServiceRow, view: CatalogView): TService {
  return {
    _id: row.id,
    name: inLocale(view.locale, row.name, row.nameAr),
    description: inLocale(view.locale, row.description, row.descriptionAr),
    price: row.price,
    discount: row.discount,
    imageUrl: row.imageUrl,
    demandOnline: row.demandOnline,
    bufferMinutes: row.bufferMinutes,
    categoryId: row.categoryId,
    category: { name: inLocale(view.locale, row.categoryName, row.categoryNameAr) },
    ...storedTextsIn(view, row),
  };
}
