import {
  formatSalonLongDate,
  MESSAGES,
  SLOT_DURATION_INPUT,
  salonDateTimeToUtc,
  salonTimesNote,
  type TService,
  type TTherapist,
  timeZoneCity,
  zonedDateKey,
} from '@salon/shared';
import { CalendarPlus, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { type Dispatch, useMemo, useReducer, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/fields';
import { Modal } from '@/components/ui/Modal';
import { useServices } from '@/features/catalog';
import { useSalonHours } from '@/features/hours';
import { serverMessage } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useCreateWeek } from '../api/therapists';
import { therapistText as t } from '../therapist-admin-messages';
import {
  type DraftSlot,
  initialWeekDraft,
  servicesOnEverySlot,
  validateWeek,
  type WeekAction,
  weekReducer,
} from '../weekly-schedule';
import { ServiceChecklist } from './ServiceChecklist';

const TZ = SALON_TIME_ZONE;

/** '14:00' → '02:00 PM' ('02:00 م' in Arabic), read as a wall-clock time (no zone involved). */
function clockLabel(time: string): string {
  const [h = 0, min = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return t.clockTime({
    time: `${String(hour12).padStart(2, '0')}:${String(min).padStart(2, '0')}`,
    period: h < 12 ? 'AM' : 'PM',
  });
}

function dayLabel(date: string): string {
  const noon = salonDateTimeToUtc(date, '12:00', TZ);
  return noon ? formatSalonLongDate(noon, TZ) : date;
}

function SlotRow({
  slot,
  services,
  dispatch,
}: {
  slot: DraftSlot;
  services: TService[];
  dispatch: Dispatch<WeekAction>;
}) {
  const time = clockLabel(slot.time);
  return (
    <li
      className={cx(
        'rounded-2xl border px-3 py-2',
        slot.included ? 'border-blush-200 bg-white' : 'border-dashed border-blush-200 bg-ivory',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <label className="flex min-h-11 cursor-pointer items-center gap-2.5 font-medium text-espresso">
          <input
            type="checkbox"
            className="size-5 accent-wine"
            checked={slot.included}
            onChange={() => dispatch({ type: 'toggleSlot', key: slot.key })}
          />
          {time}
        </label>
        <span className={cx('text-sm', slot.included && slot.serviceIds.length === 0 ? 'text-red-800' : 'text-taupe')}>
          {slot.included ? t.slotServiceCount({ count: slot.serviceIds.length }) : t.slotLeftOut()}
        </span>
        {slot.custom && (
          <button
            type="button"
            onClick={() => dispatch({ type: 'removeSlot', key: slot.key })}
            className="ms-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-red-800 hover:underline"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.removeSlot({ time })}
          </button>
        )}
      </div>
      {slot.included && (
        <details className="group pb-1">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium text-wine">
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
            {t.chooseServicesFor({ time })}
          </summary>
          <div className="pt-1 pb-2">
            <ServiceChecklist
              services={services}
              selected={slot.serviceIds}
              onToggle={(serviceId) => dispatch({ type: 'toggleService', key: slot.key, serviceId })}
              legend={t.servicesAt({ time, day: dayLabel(slot.date) })}
              legendHidden
            />
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * The weekly scheduling modal (admin spec §5, §9): the next 7 days from tomorrow without the days the salon
 * is closed, ten hourly times 09:00–18:00 on the salon's clock, services ticked per time. The whole week goes
 * to the server in ONE request and one transaction: all slots are created, or none.
 */
export function WeeklyScheduleModal({ therapist, onClose }: { therapist: TTherapist; onClose: () => void }) {
  const services = useServices();
  const createWeek = useCreateWeek(therapist._id);
  const openWeekdays = useSalonHours()
    .data?.week.filter((day) => day.open)
    .map((day) => day.weekday);
  const [draft, dispatch] = useReducer(weekReducer, undefined, () =>
    initialWeekDraft(new Date(), TZ, openWeekdays && new Set(openWeekdays)),
  );
  const [extraDate, setExtraDate] = useState('');
  const [extraTime, setExtraTime] = useState('09:00');
  const [error, setError] = useState<string | null>(null);
  const today = zonedDateKey(new Date(), TZ);

  const serviceList = useMemo(
    () =>
      [...(services.data ?? [])].sort(
        (a, b) => a.category.name.localeCompare(b.category.name) || a.name.localeCompare(b.name),
      ),
    [services.data],
  );
  const days = useMemo(() => {
    const byDate = new Map<string, DraftSlot[]>();
    for (const slot of draft.slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
    return [...byDate.entries()];
  }, [draft.slots]);
  const onEverySlot = servicesOnEverySlot(draft);
  const included = draft.slots.filter((slot) => slot.included);
  const total = included.reduce((sum, slot) => sum + slot.serviceIds.length, 0);

  const submit = async () => {
    setError(null);
    const result = validateWeek(draft, new Date(), TZ);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    try {
      const answer = await createWeek.mutateAsync(result.input);
      showToast('success', t.appointmentsCreated({ count: answer.created }));
      onClose();
    } catch (failure) {
      const failed = t.appointmentsAddFailed();
      showToast('error', failed);
      const detail = serverMessage(failure, '');
      setError(detail && detail !== failed ? t.addFailedWithDetail({ failed, detail }) : failed);
    }
  };

  return (
    <Modal
      title={t.weeklyScheduleTitle({ name: therapist.name })}
      onClose={onClose}
      size="xl"
      footer={
        <>
          {error && (
            <Alert tone="error" className="w-full">
              {error}
            </Alert>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t.cancel()}
          </Button>
          <Button onClick={() => void submit()} disabled={createWeek.isPending || services.isPending}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {createWeek.isPending ? t.processing() : t.createAppointments({ count: total })}
          </Button>
        </>
      }
    >
      <p className="text-sm text-taupe">{t.weeklyScheduleIntro({ timesNote: salonTimesNote(TZ) })}</p>

      {services.isError ? (
        <Alert tone="error" className="mt-5">
          {MESSAGES.services.loadError}
        </Alert>
      ) : services.isPending ? (
        <p role="status" className="mt-5 text-taupe">
          {t.loadingServices()}
        </p>
      ) : (
        <div className="mt-5 space-y-6">
          <div className="grid gap-5 rounded-2xl bg-sand p-4 sm:p-5">
            <TextInput
              label={t.durationMinutes()}
              type="number"
              inputMode="numeric"
              min={SLOT_DURATION_INPUT.min}
              max={SLOT_DURATION_INPUT.max}
              step={SLOT_DURATION_INPUT.step}
              value={draft.duration}
              onChange={(event) => dispatch({ type: 'duration', value: event.target.value })}
              className="max-w-48"
            />
            <ServiceChecklist
              services={serviceList}
              selected={[...onEverySlot]}
              onToggle={(serviceId) =>
                dispatch({ type: 'setServiceForAll', serviceId, on: !onEverySlot.has(serviceId) })
              }
              legend={t.servicesForEverySlot()}
            />
          </div>

          {days.map(([date, slots]) => {
            const headingId = `week-day-${date}`;
            return (
              <section key={date} aria-labelledby={headingId}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={headingId} className="font-sans text-base font-semibold text-espresso">
                    {dayLabel(date)}
                  </h3>
                  <div className="flex gap-1">
                    <Button variant="ghost" onClick={() => dispatch({ type: 'setDay', date, included: true })}>
                      {t.includeDay()}
                    </Button>
                    <Button variant="ghost" onClick={() => dispatch({ type: 'setDay', date, included: false })}>
                      {t.leaveOutDay()}
                    </Button>
                  </div>
                </div>
                <ul className="mt-2 grid gap-2 md:grid-cols-2">
                  {slots.map((slot) => (
                    <SlotRow key={slot.key} slot={slot} services={serviceList} dispatch={dispatch} />
                  ))}
                </ul>
              </section>
            );
          })}

          <fieldset className="rounded-2xl border border-blush-200 p-4 sm:p-5">
            <legend className="px-1 text-sm font-semibold text-espresso">{t.addAnotherSlot()}</legend>
            <div className="flex flex-wrap items-end gap-4">
              <TextInput
                label={t.date()}
                type="date"
                min={today}
                value={extraDate}
                onChange={(event) => setExtraDate(event.target.value)}
              />
              <TextInput
                label={t.timeIn({ city: timeZoneCity(TZ) })}
                type="time"
                value={extraTime}
                onChange={(event) => setExtraTime(event.target.value)}
              />
              <Button
                variant="secondary"
                onClick={() => {
                  if (!salonDateTimeToUtc(extraDate, extraTime, TZ)) {
                    setError(MESSAGES.catalog.weekInvalidDate);
                    return;
                  }
                  setError(null);
                  dispatch({ type: 'addSlot', date: extraDate, time: extraTime, serviceIds: [...onEverySlot] });
                }}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t.addSlot()}
              </Button>
            </div>
            <p className="mt-2 text-xs text-taupe">{t.addSlotHint()}</p>
          </fieldset>
        </div>
      )}
    </Modal>
  );
}
