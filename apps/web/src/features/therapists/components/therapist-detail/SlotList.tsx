import {
  formatDateKey,
  formatSalonDateTime,
  formatSalonTime,
  MESSAGES,
  type TAppointment,
  type TService,
  zonedDateKey,
} from '@salon/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '../../../../components/ui/Button';
import { cx } from '../../../../lib/cx';
import { SALON_TIME_ZONE } from '../../../../lib/salon-time-zone';
import { showToast } from '../../../../lib/toast';
import { useDeleteSlot } from '../../api/therapists';
import { slotToFormValues } from '../../slot-form';
import { THERAPIST_ADMIN_MESSAGES, therapistText as t } from '../../therapist-admin-messages';
import { SlotForm } from './SlotForm';

const TZ = SALON_TIME_ZONE;
const m = THERAPIST_ADMIN_MESSAGES;

/** Slots grouped by their day on the salon's calendar, earliest first. */
export function groupSlotsByDay(slots: TAppointment[], timeZone: string = TZ): [string, TAppointment[]][] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
  const groups = new Map<string, TAppointment[]>();
  for (const slot of sorted) {
    const key = zonedDateKey(new Date(slot.starttime), timeZone);
    groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  return [...groups.entries()];
}

interface SlotListProps {
  therapistId: string;
  slots: TAppointment[];
  services: TService[];
  editingId: string | null;
  onEdit: (appointmentId: string | null) => void;
}

function SlotItem({
  slot,
  therapistId,
  services,
  editing,
  onEdit,
}: {
  slot: TAppointment;
  therapistId: string;
  services: TService[];
  editing: boolean;
  onEdit: (id: string | null) => void;
}) {
  const remove = useDeleteSlot(therapistId);
  const titleId = useId();

  const onDelete = async () => {
    if (!window.confirm(m.appointmentDeleteConfirm)) return;
    try {
      await remove.mutateAsync(slot._id);
      showToast('success', m.appointmentDeleted);
    } catch {
      // Any failure reads as the one the admin can meet: the slot was booked meanwhile (admin spec §8).
      showToast('error', MESSAGES.catalog.appointmentReserved);
    }
  };

  if (editing) {
    return (
      <li>
        <SlotForm
          therapistId={therapistId}
          services={services}
          appointmentId={slot._id}
          initial={slotToFormValues(slot, TZ)}
          onDone={() => onEdit(null)}
          onCancel={() => onEdit(null)}
        />
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl border border-blush-200/80 bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h4 id={titleId} className="font-sans text-base font-semibold text-espresso">
            {slot.serviceId.name}
          </h4>
          <span
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              slot.reserved ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
            )}
          >
            {slot.reserved ? t.reserved() : t.available()}
          </span>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:flex sm:flex-wrap sm:gap-x-5">
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-taupe">{t.start()}</dt>
            <dd className="text-espresso">{formatSalonDateTime(slot.starttime, TZ)}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-taupe">{t.duration()}</dt>
            <dd className="text-espresso">{t.durationValue({ minutes: slot.duration })}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-taupe">{t.end()}</dt>
            <dd className="text-espresso">{formatSalonTime(slot.endtime, TZ)}</dd>
          </div>
        </dl>
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" aria-describedby={titleId} onClick={() => onEdit(slot._id)}>
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
    </li>
  );
}

/** The therapist's slots (admin spec §2): service, Reserved or Available, start, duration, end, Edit, Delete. */
export function SlotList({ therapistId, slots, services, editingId, onEdit }: SlotListProps) {
  const days = useMemo(() => groupSlotsByDay(slots, TZ), [slots]);
  return (
    <div className="space-y-8">
      {days.map(([dateKey, daySlots]) => (
        <section key={dateKey} aria-labelledby={`slots-${dateKey}`}>
          <h3 id={`slots-${dateKey}`} className="font-sans text-sm font-semibold uppercase tracking-[0.15em] text-wine">
            {formatDateKey(dateKey, TZ)}
          </h3>
          <ul className="mt-3 space-y-3">
            {daySlots.map((slot) => (
              <SlotItem
                key={slot._id}
                slot={slot}
                therapistId={therapistId}
                services={services}
                editing={editingId === slot._id}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
