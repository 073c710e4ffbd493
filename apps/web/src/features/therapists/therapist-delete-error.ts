import { ApiError } from '@/lib/api-client';
import { therapistText as t } from './therapist-admin-messages';

/** The api client fills in 'Request failed with status N' when the server sent no message. */
function hasServerMessage(error: ApiError): boolean {
  return error.message !== '' && !/^Request failed with status \d+$/.test(error.message);
}

/**
 * The therapist delete failure as admin spec §8 words it: a 400 about appointments names the therapist
 * and the count (the server's count when it gives one, else the list's), any other 400 the server's
 * message, a 404 says it is gone, anything else asks to try later.
 */
export function therapistDeleteErrorMessage(error: unknown, therapist: { name: string; appointmentCount: number }) {
  if (!(error instanceof ApiError)) return t.therapistDeleteFailed();
  if (error.status === 400) {
    if (/appointment/i.test(error.message)) {
      const count = Number(/(\d+)\s+existing appointment/i.exec(error.message)?.[1] ?? therapist.appointmentCount);
      return t.therapistDeleteHasAppointments({ name: therapist.name, count });
    }
    return hasServerMessage(error) ? error.message : t.therapistDeleteConstraint();
  }
  if (error.status === 404) return t.therapistDeleteNotFound();
  return t.therapistDeleteFailed();
}
