import { OVERVIEW_MESSAGES, type TAppointment, type TTherapist } from '@salon/shared';
import { CalendarPlus, Check, Minus, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { cx } from '@/lib/cx';
import { formatAed } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import { ordersText as t } from '../../orders-messages';
import { DurationOptions, offeredTime, TherapistOptions, TimeSelect } from './choices';
import { durationText, timeRange } from './format';
import { type ChosenService, type Coverage, DEFAULT_DURATION, type Selection } from './manual-order-model';

const m = OVERVIEW_MESSAGES;
/** A free slot's button: its name ends with the words it shows, in their order (WCAG 2.5.3, label in name). */
const SLOT_TEXTS = {
  select: (serviceName: string, time: string, therapistName: string) =>
    t.selectSlot({ service: serviceName, time: isolate(time), therapist: therapistName }),
  withTherapist: (therapistName: string) => t.withTherapist({ therapist: therapistName }),
};

interface ServiceCardProps {
  row: Coverage;
  therapists: TTherapist[];
  timeOptions: { value: string; label: string }[];
  defaultTime: string;
  /** Free slots of the service still on offer. */
  slots: TAppointment[];
  slotsLoading: boolean;
  slotsFailed: boolean;
  onPick: (slot: TAppointment) => void;
  onUnselect: (key: string) => void;
  onAddOne: (service: ChosenService) => void;
  onRemoveOne: (serviceId: string) => void;
  /** Returns the message to show when the appointment cannot be made, or null when it was added. */
  onCreate: (input: { therapistId: string; time: string; duration: number }) => string | null;
}

/**
 * One chosen service (admin spec §2 step 1): what is selected for it, its free slots on the day to pick from,
 * and a form to create an appointment on the day when none of them fits.
 */
export function ServiceCard({
  row,
  therapists,
  timeOptions,
  defaultTime,
  slots,
  slotsLoading,
  slotsFailed,
  onPick,
  onUnselect,
  onAddOne,
  onRemoveOne,
  onCreate,
}: ServiceCardProps) {
  const headingId = useId();
  const covered = row.available >= row.required;
  const [therapistId, setTherapistId] = useState('');
  const [time, setTime] = useState(defaultTime);
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenTime = offeredTime(timeOptions, time);

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-2xl border bg-white p-4', covered ? 'border-emerald-300' : 'border-blush-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={headingId} className="font-sans text-base font-semibold text-espresso">
            {row.serviceName}
          </h4>
          <p className="text-sm text-taupe">
            <bdi>{formatAed(row.price)}</bdi> ·{' '}
            {t.selectedOfRequired({ available: row.available, required: row.required })}
            {covered && (
              <span className="ms-2 inline-flex items-center gap-1 font-medium text-emerald-800">
                <Check aria-hidden="true" className="size-4" />
                {t.covered()}
              </span>
            )}
          </p>
        </div>
        <div className="flex gap-1">
          <button
            type="button"
            aria-label={t.needOneMore({ service: row.serviceName })}
            onClick={() => onAddOne(row)}
            className="grid size-10 place-items-center rounded-full border border-blush-200 text-wine hover:bg-blush"
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={
              row.required > 1 ? t.needOneLess({ service: row.serviceName }) : t.removeNamed({ name: row.serviceName })
            }
            onClick={() => onRemoveOne(row.serviceId)}
            className="grid size-10 place-items-center rounded-full border border-blush-200 text-red-800 hover:bg-blush"
          >
            {row.required > 1 ? (
              <Minus aria-hidden="true" className="size-4" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>

      {row.selections.length > 0 && (
        <ul aria-label={t.selectedFor({ service: row.serviceName })} className="mt-3 space-y-2">
          {row.selections.map((selection: Selection) => (
            <li
              key={selection.key}
              className="flex items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
            >
              <span>
                <span className="font-semibold">{timeRange(selection.starttime, selection.duration)}</span> ·{' '}
                {selection.therapistName} · {durationText(selection.duration)}
                {selection.kind === 'draft' && (
                  <span className="ms-2 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-wine">
                    {t.newBadge()}
                  </span>
                )}
              </span>
              <button
                type="button"
                aria-label={t.removeSelection({
                  service: selection.serviceName,
                  time: isolate(timeRange(selection.starttime, selection.duration)),
                  therapist: selection.therapistName,
                })}
                onClick={() => onUnselect(selection.key)}
                className="grid size-9 shrink-0 place-items-center rounded-full text-red-800 hover:bg-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {!covered && (
        <div className="mt-4 grid gap-5 xl:grid-cols-2">
          <div>
            <h5 className="text-sm font-medium text-espresso">{t.availableAppointments()}</h5>
            {slotsLoading ? (
              <p role="status" className="mt-2 text-sm text-taupe">
                {t.loading()}
              </p>
            ) : slotsFailed ? (
              <p className="mt-2 text-sm text-red-800">{m.fetchSlotsFailed}</p>
            ) : slots.length === 0 ? (
              <p className="mt-2 text-sm text-taupe">{m.noAppointments}</p>
            ) : (
              <ul className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(10.5rem,1fr))] gap-2">
                {slots.map((slot) => (
                  <li key={slot._id}>
                    <button
                      type="button"
                      onClick={() => onPick(slot)}
                      aria-label={SLOT_TEXTS.select(
                        row.serviceName,
                        timeRange(slot.starttime, slot.duration),
                        slot.therapistId.name,
                      )}
                      className="min-h-11 w-full rounded-xl border border-blush-200 bg-ivory px-3 py-1.5 text-start text-sm hover:border-wine hover:bg-blush"
                    >
                      <span className="block font-semibold text-espresso">
                        {timeRange(slot.starttime, slot.duration)}
                      </span>{' '}
                      <span className="block text-taupe">{SLOT_TEXTS.withTherapist(slot.therapistId.name)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <form
            aria-label={t.createAppointmentFor({ service: row.serviceName })}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const message = onCreate({ therapistId, time: chosenTime, duration });
              setProblem(message);
            }}
            className="rounded-xl bg-sand/60 p-3"
          >
            <h5 className="text-sm font-medium text-espresso">{t.createAnAppointment()}</h5>
            <div className="mt-1 grid gap-3 sm:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-3">
              <SelectInput
                label={t.therapist()}
                value={therapistId}
                onChange={(event) => {
                  setTherapistId(event.target.value);
                  setProblem(null);
                }}
                hint={therapistId ? undefined : m.selectTherapist}
              >
                <TherapistOptions therapists={therapists} />
              </SelectInput>
              <TimeSelect
                label={t.time()}
                value={chosenTime}
                options={timeOptions}
                onChange={(value) => {
                  setTime(value);
                  setProblem(null);
                }}
              />
              <SelectInput
                label={t.duration()}
                value={duration}
                onChange={(event) => setDuration(Number(event.target.value))}
              >
                <DurationOptions />
              </SelectInput>
            </div>
            {problem && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {problem}
              </p>
            )}
            <Button type="submit" variant="secondary" className="mt-3" disabled={!therapistId || !chosenTime}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t.createAppointment()}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
