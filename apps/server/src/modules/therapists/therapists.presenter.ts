import type { TTherapist } from '@salon/shared';
import type { TherapistRow } from './therapists.repository';

export function presentTherapist(row: TherapistRow): TTherapist {
  return {
    _id: row.id,
    name: row.name,
    bio: row.bio,
    specialization: row.bio,
    imageUrl: row.imageUrl,
    appointmentCount: row.appointmentCount,
  };
}
