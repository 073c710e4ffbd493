import { formatDateKey, formatSalonTime, MESSAGES, type TAppointment, type TService } from '@salon/shared';
import { ChevronDown, Pencil, Trash2, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { uiText } from '@/components/ui/ui-messages';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useDeleteSlot } from '../../api/therapists';
import { slotToFormValues } from '../../slot-form';
import { slotWeeks } from '../../slot-weeks';
import { therapistText as t } from '../../therapist-admin-messages';
import { SlotForm } from './SlotForm';

const TZ = SALON_TIME_ZONE;

interface SlotWeeksProps {
  therapistId: string;
  slots: TAppointment[];
  /** The page's first day and how many weeks it shows. */
  from: string;
  weeks: number;
  services: TService[];
  /** The admin edits and deletes slots; reception reads them. */
  canEdit: boolean;
}

const status = (slot: TAppointment) => (slot.reserved ? t.reserved() : t.available());

/** The chosen slot: service, times, status, and for the admin Edit and Delete (Edit opens the inline form). */
function SlotDetail({
  slot,
  therapistId,
  services,
  canEdit,
  onClose,
}: {
  slot: TAppointment;
  therapistId: string;
  services: TService[];
  canEdit: boolean;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteSlot(therapistId);
  const titleId = useId();
  const onDelete = async () => {
    if (!window.confirm(t.appointmentDeleteConfirm())) return;
    try {
      await remove.mutateAsync(slot._id);
      showToast('success', t.appointmentDeleted());
      onClose();
    } catch {
      // Any failure reads as the one the admin can meet: the slot was booked meanwhile (admin spec §8).
      showToast('error', MESSAGES.catalog.appointmentReserved);
    }
  };
  if (editing) {
    return (
      <SlotForm
        therapistId={therapistId}
        services={services}
        appointmentId={slot._id}
        initial={slotToFormValues(slot, TZ)}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-blush-200 bg-ivory px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h5 id={titleId} className="font-sans text-sm font-semibold text-espresso">
            {slot.serviceId.name}
          </h5>
          <StatusBadge tone={slot.reserved ? 'warning' : 'success'}>{status(slot)}</StatusBadge>
        </div>
        <p className="text-sm text-taupe">
          <time dateTime={slot.starttime}>{formatSalonTime(slot.starttime, TZ)}</time>
          {' – '}
          <time dateTime={slot.endtime}>{formatSalonTime(slot.endtime, TZ)}</time>
          {' · '}
          {t.durationValue({ minutes: slot.duration })}
        </p>
      </div>
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-describedby={titleId} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t.edit()}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={titleId}
            disabled={remove.isPending}
            onClick={() => void onDelete()}
            className="text-red-800"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.delete()}
          </Button>
        </div>
      )}
      <IconButton label={uiText.close()} icon={X} onClick={onClose} className="text-taupe hover:bg-sand" />
    </section>
  );
}

/**
 * The therapist's slots (admin spec §2), compact (issue 27): a week at a time, folded open or shut, each day one
 * row of times; a time opens its service, end, duration and status, with Edit and Delete for the admin. Free
 * times are green, booked ones amber with their word beside the time.
 */
export function SlotWeeks({ therapistId, slots, from, weeks, services, canEdit }: SlotWeeksProps) {
  const grouped = useMemo(() => slotWeeks(slots, from, weeks, TZ), [slots, from, weeks]);
  const firstWithSlots = grouped.findIndex((week) => week.count > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {grouped.map((week, index) => (
        <details
          key={week.from}
          open={index === firstWithSlots}
          className="group rounded-2xl border border-blush-200/80 bg-white shadow-sm"
        >
          <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
            <span className="inline-flex items-center gap-2 font-semibold text-espresso">
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              {t.slotWeekHeading({ day: formatDateKey(week.from, TZ) })}
            </span>
            <span className="flex flex-wrap gap-x-3 text-sm text-taupe">
              <span>{t.slotCount({ count: week.count })}</span>
              {week.reserved > 0 && <span>{t.slotReservedCount({ count: week.reserved })}</span>}
            </span>
          </summary>
          <div className="divide-y divide-blush-200/70 border-t border-blush-200/70">
            {week.days.map((day) => {
              const headingId = `slots-${day.dateKey}`;
              const open = day.slots.find((slot) => slot._id === chosen);
              return (
                <section key={day.dateKey} aria-labelledby={headingId} className="space-y-2 px-4 py-3">
                  <div className="grid gap-2 sm:grid-cols-[11rem_1fr] sm:items-start">
                    <h4 id={headingId} className="pt-1.5 font-sans text-sm font-semibold text-wine">
                      {formatDateKey(day.dateKey, TZ)}
                    </h4>
                    <ul className="flex flex-wrap gap-1.5">
                      {day.slots.map((slot) => (
                        <li key={slot._id}>
                          <button
                            type="button"
                            aria-expanded={chosen === slot._id}
                            onClick={() => setChosen(chosen === slot._id ? null : slot._id)}
                            className={cx(
                              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-wine',
                              slot.reserved
                                ? 'border-amber-300 bg-amber-50 text-amber-950'
                                : 'border-emerald-300 bg-emerald-50 text-emerald-950',
                              chosen === slot._id && 'ring-2 ring-wine',
                            )}
                          >
                            <time dateTime={slot.starttime}>{formatSalonTime(slot.starttime, TZ)}</time>{' '}
                            <span className={slot.reserved ? 'text-xs font-semibold' : 'sr-only'}>{status(slot)}</span>
                            <span className="sr-only">{t.slotChipService({ service: slot.serviceId.name })}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                  </div>
                  {open && (
                    <SlotDetail
                      key={open._id}
                      slot={open}
                      therapistId={therapistId}
                      services={services}
                      canEdit={canEdit}
                      onClose={() => setChosen(null)}
                    />
                  )}
                </section>
              );
            })}
          </div>
        </details>
      ))}
    </div>
  );
}
