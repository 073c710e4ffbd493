import { openingHoursText } from '@salon/shared';
import { isolate, LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useSalonHours, useTherapistWorkingDays } from '../api/hours';
import { closureLines } from '../hours-line-messages';
import { hoursText } from '../hours-messages';

/**
 * Under a field that picks a day to come (the waitlist's): the days one can choose, said ahead, so no one waits for a day the salon is shut —
 * the salon's hours, or the chosen therapist's, and the closures to come in the salon's words.
 */
export function DayHoursHint({ therapist }: { therapist: { _id: string; name: string } | null }) {
  const hours = useSalonHours().data;
  const own = useTherapistWorkingDays(therapist?._id ?? null).data;
  if (!hours) return null;
  const lines = [
    therapist && own
      ? hoursText.therapistWorks({ therapist: isolate(therapist.name), hours: openingHoursText(own.week, LOCALE) })
      : hoursText.salonOpen({ hours: openingHoursText(hours.week, LOCALE) }),
    ...closureLines(hours.closures, SALON_TIME_ZONE).map((line) => line.text),
  ];
  return (
    <span data-testid="day-hours-hint">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </span>
  );
}
