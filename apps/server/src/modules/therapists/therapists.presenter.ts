import type { TTherapist } from '@salon/shared';
import type { CatalogView } from '../../plugins/read-caches';
import { inLocale } from '../categories/categories.presenter';
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
