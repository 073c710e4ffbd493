import { type TService, ZScheduleRequest, zonedDateKey } from '@salon/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { hoursText, scheduledText, useScheduleSlots } from '@/features/hours';
import { serverMessage } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
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
      setError(serverMessage(failure, hoursText.loadError()));
    }
  };
  const toggle = (id: string) =>
    set({
      serviceIds: draft.serviceIds.includes(id) ? draft.serviceIds.filter((s) => s !== id) : [...draft.serviceIds, id],
    });
  return (
    <form onSubmit={submit} aria-label={hoursText.scheduleTitle()} className="space-y-3">
      <h3 className="text-lg text-espresso">{hoursText.scheduleTitle()}</h3>
      <p className="text-sm text-taupe">{hoursText.scheduleIntro()}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setDraft(scheduleDraft(draft.from, 'week', draft))}>
          {hoursText.scheduleWeek()}
        </Button>
        <Button variant="secondary" onClick={() => setDraft(scheduleDraft(draft.from, 'month', draft))}>
          {hoursText.scheduleMonth()}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          type="date"
          label={hoursText.from()}
          value={draft.from}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextInput type="date" label={hoursText.to()} value={draft.to} onChange={(e) => set({ to: e.target.value })} />
        <TextInput
          type="number"
          label={hoursText.duration()}
          min={15}
          max={300}
          step={15}
          value={draft.duration}
          onChange={(e) => set({ duration: e.target.value })}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-espresso">
        <input type="checkbox" checked={draft.fullDay} onChange={(e) => set({ fullDay: e.target.checked })} />
        {hoursText.fullDay()}
      </label>
      {!draft.fullDay && (
        <TextInput label={hoursText.times()} value={draft.times} onChange={(e) => set({ times: e.target.value })} />
      )}
      <ServiceChecklist
        services={services}
        selected={draft.serviceIds}
        onToggle={toggle}
        legend={hoursText.services()}
      />
      {error && <Alert tone="error">{error}</Alert>}
      {result && <Alert tone="success">{result}</Alert>}
      <Button type="submit" disabled={schedule.isPending}>
        {hoursText.schedule()}
      </Button>
    </form>
  );
}
