import type { TService } from '@salon/shared';
import type { ServiceRow } from './services.repository';

export function presentService(row: ServiceRow): TService {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    discount: row.discount,
    imageUrl: row.imageUrl,
    demandOnline: row.demandOnline,
    bufferMinutes: row.bufferMinutes,
    categoryId: row.categoryId,
    category: { name: row.categoryName },
  };
}
