import type { TTherapist } from '@salon/shared';
import { inLocale } from '@/lib/catalog-text';
import type { CatalogView } from '@/lib/catalog-view';
import type { TherapistRow } from './therapists.repository';

export function presentTherapist(row: TherapistRow, view: CatalogView): TTherapist {
  const bio = inLocale(view.locale, row.bio, row.bioAr);
  return {
    _id: row.id,
    name: row.name,
    bio,
    specialization: bio,
    imageUrl: row.imageUrl,
    appointmentCount: row.appointmentCount,
    ...(view.withTexts ? { texts: { bio: row.bio, bioAr: row.bioAr } } : {}),
  };
}
