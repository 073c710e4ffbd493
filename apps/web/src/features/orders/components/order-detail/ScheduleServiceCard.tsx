import { formatSalonDate, ORDER_DASHBOARD_MESSAGES, type TTherapist } from '@salon/shared';
import { CalendarPlus, Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { isolate } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ordersText as t } from '../../orders-messages';
import { formatDuration, formatOrderAmount, formatTimeRange } from '../orders-list/order-format';
import { AppointmentFieldInputs, FieldsProblem, useAppointmentFields } from './AppointmentFieldInputs';
import {
  appointmentFieldsProblem,
  DEFAULT_DURATION,
  DURATION_CHOICES,
  fieldsToInstant,
  type PickedService,
} from './order-detail-forms';
import { useFocusOnChange } from './use-focus-on-change';

const m = ORDER_DASHBOARD_MESSAGES;
const TZ = SALON_TIME_ZONE;

/** An appointment drafted for a service in step 2; created only when the admin adds them to the order. */
export interface ScheduledAppointment {
  therapistId: string;
  therapistName: string;
  starttime: string;
  duration: number;
}

interface ScheduleServiceCardProps {
  service: PickedService;
  therapists: TTherapist[];
  scheduled: ScheduledAppointment | undefined;
  onSchedule: (appointment: ScheduledAppointment | undefined) => void;
}

/** Step 2 for one service: date, time (salon clock), therapist and duration, all required (admin spec §5). */
export function ScheduleServiceCard({ service, therapists, scheduled, onSchedule }: ScheduleServiceCardProps) {
  const headingId = useId();
  const { fields, set } = useAppointmentFields({ date: '', time: '', therapistId: '' });
  const [duration, setDuration] = useState(String(DEFAULT_DURATION));
  const [problem, setProblem] = useState<string | null>(null);
  // Add Appointment and Change replace each other: focus follows to what is shown next.
  const changeButton = useRef<HTMLButtonElement>(null);
  const dateField = useRef<HTMLInputElement>(null);
  useFocusOnChange(Boolean(scheduled), changeButton, Boolean(scheduled));
  useFocusOnChange(Boolean(scheduled), dateField, !scheduled);

  const add = () => {
    const issue = appointmentFieldsProblem(fields, m.addFieldsRequired);
    setProblem(issue);
    if (issue) return;
    const therapist = therapists.find((entry) => entry._id === fields.therapistId);
    onSchedule({
      therapistId: fields.therapistId,
      therapistName: therapist?.name ?? '',
      starttime: fieldsToInstant(fields),
      duration: Number(duration),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-blush-200/80 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-sans text-base font-semibold text-espresso">
          {service.name}
        </h3>
        <bdi className="text-sm text-taupe">{formatOrderAmount(service.price)}</bdi>
      </div>
      {scheduled ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-espresso">
            {t.scheduledSummary({
              date: formatSalonDate(scheduled.starttime, TZ),
              time: isolate(
                formatTimeRange(
                  scheduled.starttime,
                  new Date(Date.parse(scheduled.starttime) + scheduled.duration * 60_000).toISOString(),
                  TZ,
                ),
              ),
              therapist: scheduled.therapistName,
              duration: formatDuration(scheduled.duration),
            })}
          </p>
          <button
            type="button"
            ref={changeButton}
            className={buttonClasses('ghost')}
            aria-describedby={headingId}
            onClick={() => onSchedule(undefined)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {t.change()}
          </button>
        </div>
      ) : (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <AppointmentFieldInputs fields={fields} set={set} therapists={therapists} dateRef={dateField} />
            <SelectInput label={t.duration()} value={duration} onChange={(event) => setDuration(event.target.value)}>
              {DURATION_CHOICES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {formatDuration(minutes)}
                </option>
              ))}
            </SelectInput>
          </div>
          <FieldsProblem problem={problem} />
          <Button variant="secondary" className="mt-3" aria-describedby={headingId} onClick={add}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t.addAppointment()}
          </Button>
        </>
      )}
    </section>
  );
}
