import type { TAdminAppointment, TMyScheduleQuery } from '@salon/shared';
import { AppError } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import type { PagedList } from '@/lib/paging';
import type { Principal } from '@/lib/principal';
import { findTherapistIdOfUser } from '@/modules/users';
import { type ListsDeps, listAppointments } from './lists.service';

/**
 * A therapist's own day and week: the booked appointments of the therapist row linked to their account
 * (`therapists.user_id`), and nobody else's, whatever the query says.
 */
export async function mySchedule(
  deps: ListsDeps,
  principal: Principal,
  query: TMyScheduleQuery,
): Promise<PagedList<TAdminAppointment>> {
  const therapistId = await findTherapistIdOfUser(deps.db, principal.userId);
  if (!therapistId) throw new AppError('NOT_FOUND', message(SHARED.staff, 'notATherapist'));
  const { page, pageSize, from, to } = query;
  return listAppointments(deps, { page, pageSize, from, to, therapistId, reservedOnly: true });
}
