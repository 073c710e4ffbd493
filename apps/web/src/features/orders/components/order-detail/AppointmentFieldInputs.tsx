import { timeZoneCity, zonedDateKey } from '@salon/shared';
import { type Ref, useState } from 'react';
import { SelectInput, TextInput } from '@/components/ui/fields';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ordersText as t } from '../../orders-messages';
import type { AppointmentFields } from './order-detail-forms';

const TZ = SALON_TIME_ZONE;

/** The fields' values and a setter per field, for the controlled inputs below. */
export function useAppointmentFields(initial: AppointmentFields | (() => AppointmentFields)) {
  const [fields, setFields] = useState<AppointmentFields>(initial);
  const set = (key: keyof AppointmentFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  return { fields, set };
}

interface AppointmentFieldInputsProps {
  fields: AppointmentFields;
  set: (key: keyof AppointmentFields) => (value: string) => void;
  therapists: { _id: string; name: string }[];
  /** The date field, for forms that move focus to it. */
  dateRef?: Ref<HTMLInputElement>;
}

/** Date (no earlier than today), time on the salon's clock and therapist: where an appointment is. */
export function AppointmentFieldInputs({ fields, set, therapists, dateRef }: AppointmentFieldInputsProps) {
  return (
    <>
      <TextInput
        ref={dateRef}
        label={t.date()}
        type="date"
        min={zonedDateKey(new Date(), TZ)}
        value={fields.date}
        onChange={(event) => set('date')(event.target.value)}
      />
      <TextInput
        label={t.timeInCity({ city: timeZoneCity(TZ) })}
        type="time"
        value={fields.time}
        onChange={(event) => set('time')(event.target.value)}
      />
      <SelectInput
        label={t.therapist()}
        value={fields.therapistId}
        onChange={(event) => set('therapistId')(event.target.value)}
      >
        <option value="">{t.selectTherapist()}</option>
        {therapists.map((therapist) => (
          <option key={therapist._id} value={therapist._id}>
            {therapist.name}
          </option>
        ))}
      </SelectInput>
    </>
  );
}

/** Why the fields cannot be sent yet, announced at once. */
export function FieldsProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="mt-3 text-sm text-red-800" role="alert">
      {problem}
    </p>
  );
}
