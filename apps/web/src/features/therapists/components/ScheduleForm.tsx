import { type TService, ZScheduleRequest, zonedDateKey } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextInput } from '../../../components/ui/fields';
import { serverMessage } from '../../../lib/api-client';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { showToast } from '../../../lib/toast';
import { HOURS_UI, scheduledText, useScheduleSlots } from '../../hours';
import { scheduleDraft, scheduleRequestOf } from '../schedule-range';
import { ServiceChecklist } from './ServiceChecklist';

/** Slots from the therapist's working week over a week or a month, in one request (one transaction). */
export function ScheduleForm({ therapistId, services }: { therapistId: string; services: TService[] }) {
  const schedule = useScheduleSlots(therapistId);
  const [draft, setDraft] = useState(() => scheduleDraft(zonedDateKey(new Date(), SALON_TIME_ZONE), 'week'));
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<string>();
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZScheduleRequest.safeParse(scheduleRequestOf(draft));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      const made = await schedule.mutateAsync(parsed.data);
      const text = scheduledText(made.created, made.skipped);
      setResult(text);
      showToast('success', text);
    } catch (failure) {
      setResult(undefined);
      setError(serverMessage(failure, HOURS_UI.loadError));
    }
  };
  const toggle = (id: string) =>
    set({
      serviceIds: draft.serviceIds.includes(id) ? draft.serviceIds.filter((s) => s !== id) : [...draft.serviceIds, id],
    });
  return (
    <form onSubmit={submit} aria-label={HOURS_UI.scheduleTitle} className="space-y-3">
      <h3 className="text-lg text-espresso">{HOURS_UI.scheduleTitle}</h3>
      <p className="text-sm text-taupe">{HOURS_UI.scheduleIntro}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDraft(scheduleDraft(draft.from, 'week', draft))}>
          {HOURS_UI.scheduleWeek}
        </Button>
        <Button variant="secondary" onClick={() => setDraft(scheduleDraft(draft.from, 'month', draft))}>
          {HOURS_UI.scheduleMonth}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          type="date"
          label={HOURS_UI.from}
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextInput type="date" label={HOURS_UI.to} value={draft.to} onChange={(e) => set({ to: e.target.value })} />
        <TextInput
          type="number"
          label={HOURS_UI.duration}
          min={15}
          max={300}
          step={15}
          value={draft.duration}
          onChange={(e) => set({ duration: e.target.value })}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-espresso">
        <input type="checkbox" checked={draft.fullDay} onChange={(e) => set({ fullDay: e.target.checked })} />
        {HOURS_UI.fullDay}
      </label>
      {!draft.fullDay && (
        <TextInput label={HOURS_UI.times} value={draft.times} onChange={(e) => set({ times: e.target.value })} />
      )}
      <ServiceChecklist services={services} selected={draft.serviceIds} onToggle={toggle} legend={HOURS_UI.services} />
      {error && <Alert tone="error">{error}</Alert>}
      {result && <Alert tone="success">{result}</Alert>}
      <Button type="submit" disabled={schedule.isPending}>
        {HOURS_UI.schedule}
      </Button>
    </form>
  );
}
