import { ANY_THERAPIST, type TServiceDetail, WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { useClosedDays } from '@/features/hours';
import { JoinWaitlistButton, WaitlistReturn } from '@/features/waitlist';
import { bookingText as t } from '../booking-messages';
import { wizardTherapists } from '../booking-wizard';
import { dateKeyText } from '../salon-format';

/** Every therapist who works this service (from its slots, booked or not): whom one may wait for. */
function useServiceTherapists(service: TServiceDetail) {
  return useMemo(() => wizardTherapists(service.appointments), [service.appointments]);
}

/**
 * Step 3 when the chosen day has no free time for the chosen therapist (or for anyone): say so plainly and
 * offer the day's waitlist — unless the salon is closed that day or the therapist is off:
 * then no time can ever free up, and the step says why, with the hours one can come instead.
 */
export function NoFreeTimes({
  service,
  day,
  therapistId,
  therapistName,
  timeZone,
}: {
  service: TServiceDetail;
  day: string;
  therapistId: string | null;
  therapistName: string | null;
  timeZone: string;
}) {
  const therapists = useServiceTherapists(service);
  const one = therapistId && therapistId !== ANY_THERAPIST ? therapistId : null;
  const dayText = dateKeyText(day, timeZone);
  const closed = useClosedDays(one && therapistName ? { _id: one, name: therapistName } : null)(day);
  if (closed) {
    return (
      <div className="rounded-2xl border border-dashed border-blush-200 bg-sand/60 p-4">
        <p role="status" className="flex items-start gap-2 font-medium text-espresso">
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wine" />
          {closed}
        </p>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-blush-200 bg-sand/60 p-4">
      {/* Announced politely: choosing a day in the date field changes this step without moving focus. */}
      <p role="status" className="flex items-center gap-2 font-medium text-espresso">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-wine" />
        {one && therapistName
          ? t.noFreeTimesWith({ therapist: therapistName, day: dayText })
          : t.noFreeTimes({ day: dayText })}
      </p>
      <p className="mt-2 text-sm text-taupe">{t.waitlistHint({ minutes: WAITLIST_OFFER_MINUTES })}</p>
      <JoinWaitlistButton service={service} therapists={therapists} day={day} therapistId={one} />
    </div>
  );
}

/** With no free time online at all: the waitlist for a day of the customer's choosing. */
export function NoTimesWaitlist({ service }: { service: TServiceDetail }) {
  const therapists = useServiceTherapists(service);
  return (
    <div className="mt-5 border-t border-blush-200/70 pt-5">
      <p className="text-sm text-taupe">{t.noTimesOnline()}</p>
      <JoinWaitlistButton service={service} therapists={therapists} day={null} therapistId={null} />
    </div>
  );
}

/** Opens the join dialog when the customer comes back from signing in to join (see `WaitlistReturn`). */
export function WaitlistReturnHere({ service }: { service: TServiceDetail }) {
  const therapists = useServiceTherapists(service);
  return <WaitlistReturn service={service} therapists={therapists} />;
}
