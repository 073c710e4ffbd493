import { closedDayMessage, closedDayOf, type Locale } from '@salon/shared';
import type { Executor } from '@/db/client';
import { presentRange, presentWeek } from './hours.presenter';
import * as repository from './hours.repository';
import { therapistWeek } from './hours.service';

/**
 * Why nobody can be booked on a salon day ('YYYY-MM-DD'), as the answer to whoever asked for it (issue 27): a
 * closure, a weekday the salon keeps closed, or, for a chosen therapist, their day off or a weekday they do
 * not work. The text names the hours one can come instead, in `locale`; undefined when the day is open.
 */
export async function closedDayRefusal(
  db: Executor,
  {
    day,
    therapist,
    timeZone,
    locale,
  }: { day: string; therapist: { id: string; name: string } | null; timeZone: string; locale: Locale },
): Promise<string | undefined> {
  const week = presentWeek(await repository.readSalonWeek(db));
  const closures = (await repository.listClosuresFrom(db, day, day)).map(presentRange);
  const own = therapist
    ? {
        week: (await therapistWeek(db, therapist.id)).week,
        absences: (await repository.listAbsencesFrom(db, therapist.id, day, day)).map(presentRange),
      }
    : undefined;
  const closed = closedDayOf(day, { week, closures, therapist: own });
  if (!closed) return undefined;
  const facts = {
    day,
    timeZone,
    week,
    therapist: therapist && own ? { name: therapist.name, week: own.week } : undefined,
  };
  return closedDayMessage(closed, facts, locale);
}
