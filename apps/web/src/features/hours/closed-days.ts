import { closedDayMessage, closedDayOf, type TDayHours, type TSalonHours } from '@salon/shared';
import { useMemo } from 'react';
import { LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useSalonHours, useTherapistWorkingDays } from './api/hours';

export type ClosedDayCheck = (day: string | null | undefined) => string | undefined;

/**
 * Why a day cannot be waited for (issue 27): the salon is closed (its week or a closure) or the chosen
 * therapist is off, with the hours one can come instead, in the words the server answers a join with.
 * Undefined while the hours are read or when the day is open: the server keeps the last word.
 */
export function closedDayCheck(
  hours: TSalonHours | undefined,
  therapist:
    | { name: string; week: readonly TDayHours[]; absences: readonly { from: string; to: string }[] }
    | undefined,
): ClosedDayCheck {
  return (day) => {
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || !hours) return undefined;
    const closed = closedDayOf(day, { week: hours.week, closures: hours.closures, therapist });
    if (!closed) return undefined;
    const facts = { day, timeZone: SALON_TIME_ZONE, week: hours.week, therapist };
    return closedDayMessage(closed, facts, LOCALE);
  };
}

/** The check for the salon's days and, when one is chosen, the therapist's (their week and days off, read once). */
export function useClosedDays(therapist: { _id: string; name: string } | null): ClosedDayCheck {
  const hours = useSalonHours().data;
  const own = useTherapistWorkingDays(therapist?._id ?? null).data;
  const name = therapist?.name;
  return useMemo(() => closedDayCheck(hours, name && own ? { name, ...own } : undefined), [hours, own, name]);
}
