import type { TService } from '@salon/shared';
import type { CatalogView } from '../../plugins/read-caches';
import { inLocale } from '../categories/categories.presenter';
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
    ...(view.withTexts
      ? {
          texts: {
            name: row.name,
            nameAr: row.nameAr,
            description: row.description,
            descriptionAr: row.descriptionAr,
          },
        }
      : {}),
  };
}
