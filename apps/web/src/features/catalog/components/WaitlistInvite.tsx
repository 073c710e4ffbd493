import { ANY_THERAPIST, type TServiceDetail } from '@salon/shared';
import { CalendarX2 } from 'lucide-react';
import { useMemo } from 'react';
import { JoinWaitlistButton, WaitlistReturn } from '../../waitlist';
import { wizardTherapists } from '../booking-wizard';
import { WIZARD_MESSAGES } from '../booking-wizard-messages';
import { dateKeyText } from '../salon-format';

/** Every therapist who works this service (from its slots, booked or not): whom one may wait for. */
function useServiceTherapists(service: TServiceDetail) {
  return useMemo(() => wizardTherapists(service.appointments), [service.appointments]);
}

/**
 * Step 3 when the chosen day has no free time for the chosen therapist (or for anyone): say so plainly and
 * offer the day's waitlist (issue 16).
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
  return (
    <div className="rounded-2xl border border-dashed border-blush-200 bg-sand/60 p-4">
      {/* Announced politely: choosing a day in the date field changes this step without moving focus. */}
      <p role="status" className="flex items-center gap-2 font-medium text-espresso">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-wine" />
        {one && therapistName
          ? WIZARD_MESSAGES.noFreeTimesWith(therapistName, dayText)
          : WIZARD_MESSAGES.noFreeTimes(dayText)}
      </p>
      <p className="mt-2 text-sm text-taupe">{WIZARD_MESSAGES.waitlistHint}</p>
      <JoinWaitlistButton service={service} therapists={therapists} day={day} therapistId={one} />
    </div>
  );
}

/** With no free time online at all: the waitlist for a day of the customer's choosing. */
export function NoTimesWaitlist({ service }: { service: TServiceDetail }) {
  const therapists = useServiceTherapists(service);
  return (
    <div className="mt-5 border-t border-blush-200/70 pt-5">
      <p className="text-sm text-taupe">{WIZARD_MESSAGES.noTimesOnline}</p>
      <JoinWaitlistButton service={service} therapists={therapists} day={null} therapistId={null} />
    </div>
  );
}

/** Opens the join dialog when the customer comes back from signing in to join (see `WaitlistReturn`). */
export function WaitlistReturnHere({ service }: { service: TServiceDetail }) {
  const therapists = useServiceTherapists(service);
  return <WaitlistReturn service={service} therapists={therapists} />;
}
