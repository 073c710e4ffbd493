import { OVERVIEW_MESSAGES } from '@salon/shared';
import { SelectInput } from '@/components/ui/fields';
import { ordersText as t } from '../../orders-messages';
import { DURATION_CHOICES } from './manual-order-model';

const m = OVERVIEW_MESSAGES;

export type TimeOption = { value: string; label: string };

/** The chosen time while it is still offered, else the first one offered ('' when the day has none left). */
export function offeredTime(options: TimeOption[], time: string): string {
  return options.some((o) => o.value === time) ? time : (options[0]?.value ?? '');
}

interface TimeSelectProps {
  label: string;
  /** Already one of `options` (see offeredTime). */
  value: string;
  options: TimeOption[];
  onChange: (value: string) => void;
  className?: string;
}

/** A start time of the chosen day; disabled, saying why, once no time is left. */
export function TimeSelect({ label, value, options, onChange, className }: TimeSelectProps) {
  return (
    <SelectInput
      label={label}
      className={className}
      value={value}
      disabled={options.length === 0}
      onChange={(event) => onChange(event.target.value)}
      hint={options.length === 0 ? m.noTimeLeft : undefined}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectInput>
  );
}

/** A therapist select's options, none chosen first. */
export function TherapistOptions({ therapists }: { therapists: { _id: string; name: string }[] }) {
  return (
    <>
      <option value="">{t.choose()}</option>
      {therapists.map((t) => (
        <option key={t._id} value={t._id}>
          {t.name}
        </option>
      ))}
    </>
  );
}

/** A duration select's options (admin spec §9). */
export function DurationOptions() {
  return DURATION_CHOICES.map((minutes) => (
    <option key={minutes} value={minutes}>
      {t.durationOptionMinutes({ minutes })}
    </option>
  ));
}
