import { formatSalonDate, type TOrderItem, type TOrderStatus } from '@salon/shared';
import { CalendarClock, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/Button';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ordersText as t } from '../../orders-messages';
import { formatDuration, formatOrderAmount, formatTimeRange } from '../orders-list/order-format';
import { AppointmentEditForm } from './AppointmentEditForm';
import { ItemOutcomeButtons, OutcomeBadge } from './ItemOutcome';
import { useFocusOnChange } from './use-focus-on-change';

const TZ = SALON_TIME_ZONE;

interface OrderItemCardProps {
  item: TOrderItem;
  orderStatus: TOrderStatus;
  onRemove: (item: TOrderItem) => void;
}

/**
 * One service of the order (admin spec §2): service, price, therapist, date, time range and duration; its
 * outcome with Done and No-show (issue 15).
 */
export function OrderItemCard({ item, orderStatus, onRemove }: OrderItemCardProps) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusOnChange(editing, editButton, !editing);
  const appointment = item.appointmentId;
  const service = appointment.serviceId.name;
  return (
    <li className="rounded-2xl border border-blush-200/80 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="font-sans text-base font-semibold text-espresso">
          {service}
        </h3>
        <p className="font-semibold text-wine">
          <bdi>{formatOrderAmount(item.price)}</bdi>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-taupe">{t.therapist()}</dt>
        <dd className="text-espresso">{appointment.therapistId.name}</dd>
        <dt className="text-taupe">{t.date()}</dt>
        <dd className="text-espresso">{formatSalonDate(appointment.starttime, TZ)}</dd>
        <dt className="text-taupe">{t.time()}</dt>
        <dd className="text-espresso">
          <bdi>{formatTimeRange(appointment.starttime, appointment.endtime, TZ)}</bdi>
        </dd>
        <dt className="text-taupe">{t.duration()}</dt>
        <dd className="text-espresso">{formatDuration(appointment.duration)}</dd>
        <dt className="text-taupe">{t.outcomeLabel()}</dt>
        <dd>
          <OutcomeBadge outcome={item.outcome} />
        </dd>
      </dl>
      <ItemOutcomeButtons item={item} orderStatus={orderStatus} describedBy={titleId} />
      {editing ? (
        <AppointmentEditForm appointment={appointment} serviceName={service} onDone={() => setEditing(false)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            ref={editButton}
            className={buttonClasses('secondary')}
            aria-describedby={titleId}
            onClick={() => setEditing(true)}
          >
            <CalendarClock aria-hidden="true" className="size-4" />
            {t.editAppointment()}
          </button>
          <Button
            variant="secondary"
            aria-describedby={titleId}
            className="text-red-800"
            onClick={() => onRemove(item)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.remove()}
          </Button>
        </div>
      )}
    </li>
  );
}
