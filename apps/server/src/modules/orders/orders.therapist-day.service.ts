import { MESSAGES, type TAdminAppointment, type TMyScheduleQuery } from '@salon/shared';
import { AppError } from '../../lib/errors';
import type { PagedList } from '../../lib/paging';
import type { Principal } from '../../plugins/auth';
import { findTherapistIdOfUser } from '../users/users.staff.repository';
import { type ListsDeps, listAppointments } from './orders.lists.service';

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
  if (!therapistId) throw new AppError('NOT_FOUND', MESSAGES.staff.notATherapist);
  const { page, pageSize, from, to } = query;
  return listAppointments(deps, { page, pageSize, from, to, therapistId, reservedOnly: true });
}
