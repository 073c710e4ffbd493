import { type TDayRange, type TDayRangeCreated, type TDayRangeRequest, ZDayRangeRequest } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { serverMessage } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { dateKeyText } from '../hours-dates';
import { hoursText } from '../hours-messages';
import { AffectedBookings } from './AffectedBookings';

interface DayRangesProps {
  title: string;
  empty: string;
  addLabel: string;
  addedLabel: string;
  ranges: TDayRange[];
  onAdd: (range: TDayRangeRequest) => Promise<TDayRangeCreated>;
  onRemove: (id: string) => Promise<unknown>;
}

/** Closures of the salon or a therapist's days off: the list to come, an add form, and what the new one covers. */
export function DayRanges({ title, empty, addLabel, addedLabel, ranges, onAdd, onRemove }: DayRangesProps) {
  const [draft, setDraft] = useState({ from: '', to: '', reason: '' });
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<TDayRangeCreated>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZDayRangeRequest.safeParse({ ...draft, to: draft.to || draft.from });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    try {
      setCreated(await onAdd(parsed.data));
      setDraft({ from: '', to: '', reason: '' });
      showToast('success', addedLabel);
    } catch (failure) {
      setError(serverMessage(failure, hoursText.loadError()));
    } finally {
      setPending(false);
    }
  };
  const remove = async (id: string) => {
    try {
      await onRemove(id);
      showToast('success', hoursText.removed());
    } catch (failure) {
      setError(serverMessage(failure, hoursText.loadError()));
    }
  };
  const dayText = (key: string) => dateKeyText(key, SALON_TIME_ZONE);
  const daysText = (range: TDayRange) =>
    range.from === range.to
      ? dayText(range.from)
      : hoursText.dayRange({ from: dayText(range.from), to: dayText(range.to) });
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-lg text-espresso">{title}</h3>
      {ranges.length === 0 ? (
        <p className="text-sm text-taupe">{empty}</p>
      ) : (
        <ul className="divide-y divide-blush-200/70">
          {ranges.map((range) => (
            <li key={range._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>{hoursText.rangeWithReason({ days: daysText(range), reason: range.reason })}</span>
              <Button
                variant="secondary"
                onClick={() => remove(range._id)}
                aria-label={hoursText.removeNamed({ reason: range.reason })}
              >
                {hoursText.remove()}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label={addLabel} className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
        <TextInput
          type="date"
          label={hoursText.from()}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <TextInput
          type="date"
          label={hoursText.to()}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <TextInput
          label={hoursText.reason()}
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
        />
        <Button type="submit" disabled={pending}>
          {addLabel}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {created && <AffectedBookings affected={created.affected} />}
    </section>
  );
}
