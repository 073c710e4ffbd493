import { type TDayHours, ZWeekHours } from '@salon/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { hoursText } from '../hours-messages';
import { weekdayName } from '../weekday-text';

/** Monday first, as the salon's week reads. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

interface WeekHoursFormProps {
  title: string;
  week: TDayHours[];
  /** The word of the day's checkbox: 'Open' for the salon, 'Working' for a therapist. */
  openLabel: string;
  /** The toast once the week is saved. */
  savedLabel: string;
  pending: boolean;
  onSave: (week: TDayHours[]) => Promise<unknown>;
}

/** The seven days of a week, each open or not with its hours; checked against the shared schema before sending. */
export function WeekHoursForm({ title, week, openLabel, savedLabel, pending, onSave }: WeekHoursFormProps) {
  const [draft, setDraft] = useState(week);
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(week), [week]);
  const change = (weekday: number, patch: Partial<TDayHours>) =>
    setDraft((days) => days.map((day) => (day.weekday === weekday ? { ...day, ...patch } : day)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZWeekHours.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await onSave(parsed.data);
      showToast('success', savedLabel);
    } catch (failure) {
      setError(serverMessage(failure, hoursText.loadError()));
    }
  };
  return (
    <form onSubmit={submit} aria-label={title} className="space-y-3">
      <h3 className="text-lg text-espresso">{title}</h3>
      {error && <Alert tone="error">{error}</Alert>}
      <ul className="space-y-2">
        {ORDER.map((weekday) => {
          const day = draft.find((d) => d.weekday === weekday)!;
          const name = weekdayName(weekday);
          return (
            <li key={weekday} className="grid grid-cols-2 items-end gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr_1fr]">
              {/* On a phone the day takes its own line above its two times, so the times fit beside each other. */}
              <label className="col-span-2 flex items-center gap-2 text-sm text-espresso sm:col-span-1 sm:pb-3">
                <input
                  type="checkbox"
                  checked={day.open}
                  onChange={(event) => change(weekday, { open: event.target.checked })}
                  aria-label={hoursText.dayOpenLabel({ day: name, label: openLabel })}
                />
                {name}
              </label>
              <TextInput
                type="time"
                label={hoursText.dayOpens({ day: name })}
                value={day.opens}
                disabled={!day.open}
                onChange={(event) => change(weekday, { opens: event.target.value })}
              />
              <TextInput
                type="time"
                label={hoursText.dayCloses({ day: name })}
                value={day.closes}
                disabled={!day.open}
                onChange={(event) => change(weekday, { closes: event.target.value })}
              />
            </li>
          );
        })}
      </ul>
      <Button type="submit" disabled={pending}>
        {hoursText.saveWeek()}
      </Button>
    </form>
  );
}
