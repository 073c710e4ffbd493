import { CANCELLATION_NOTICE_HOURS, SALON } from '@salon/shared';
import {
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CalendarX2,
  Clock,
  Download,
  Info,
  Receipt,
  Trash2,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ordersText } from '@/features/orders';
import { cx } from '@/lib/cx';
import { formatAed } from '@/lib/format-money';
import { isolate } from '@/lib/locale';
import type { AppointmentView } from '../../appointment-view';
import { bookingText as t } from '../../booking-messages';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';
import { myAppointmentsText as mine } from './my-appointments-messages';

interface AppointmentCardProps {
  view: AppointmentView;
  /** A pending local entry whose slot is no longer offered (left out of Book All). */
  unavailable?: boolean;
  /**
   * Deletes a time not booked yet, or cancels a booked one; null when there is nothing to do from here (a
   * cancelled, completed or past booking, or one inside the cancellation notice).
   */
  onDelete: (() => void) | null;
  /** A booking inside the cancellation notice: the card says to call the salon, with the number. */
  callToCancel?: boolean;
  /** A booked appointment still ahead and movable online (24 hours ahead): opens the reschedule dialog. */
  onReschedule?: (() => void) | null;
  /** A booked appointment still ahead: its calendar file and Google Calendar link. */
  calendar?: { file: string; google: string } | null;
}

const ACTION = 'inline-flex min-h-11 items-center gap-1.5 font-medium text-wine underline-offset-4 hover:underline';

/** One My Appointments card (customer spec §2). */
export function AppointmentCard({
  view,
  unavailable = false,
  onDelete,
  callToCancel = false,
  onReschedule = null,
  calendar = null,
}: AppointmentCardProps) {
  const titleId = useId();
  const booked = view.kind === 'booked';
  const when = { service: view.serviceName, date: view.date, time: view.time };
  const RemoveIcon = booked ? CalendarX2 : Trash2;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex h-full flex-col rounded-3xl border bg-white p-5 shadow-sm lg:p-4',
        unavailable ? 'border-stone-300' : 'border-blush-200/80',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-xl leading-snug text-espresso">
            {view.serviceName}
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-cocoa">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-wine" />
            <span className="min-w-0 truncate">{view.therapistName}</span>
          </p>
        </div>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={booked ? mine.cancelLabel(when) : t.deleteAppointmentLabel(when)}
            title={booked ? mine.cancelConfirm() : t.deleteAppointment()}
            className="-mt-1.5 -me-1.5 grid size-11 shrink-0 place-items-center rounded-full text-taupe transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <RemoveIcon aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <div className="mt-3">
        <AppointmentStatusBadge status={view.status} unavailable={unavailable} />
      </div>

      <dl className="mt-4 space-y-2 text-sm">
        <Row icon={<CalendarDays className="size-4" />} label={t.dateAndTime()}>
          {[view.date, view.time].filter(Boolean).join(' · ') || '—'}
        </Row>
        {view.duration && (
          <Row icon={<Clock className="size-4" />} label={ordersText.duration()}>
            {view.duration}
          </Row>
        )}
        {view.orderRef && (
          <Row icon={<Receipt className="size-4" />} label={ordersText.orderWord()}>
            <span aria-hidden="true" className="font-normal text-taupe">
              {ordersText.orderWord()}{' '}
            </span>
            {/* An isolate: in Arabic the '#' stays in front of the reference. */}
            <bdi dir="ltr" className="font-mono tracking-wide">
              #{view.orderRef}
            </bdi>
          </Row>
        )}
      </dl>

      <div className="mt-auto pt-4">
        {callToCancel && (
          <p className="mb-3 flex gap-2 rounded-2xl bg-sand p-3 text-xs leading-relaxed text-cocoa">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-wine" />
            {t.lateCancel({ hours: CANCELLATION_NOTICE_HOURS, phone: isolate(SALON.phones[0]) })}
          </p>
        )}
        {unavailable && <p className="mb-3 text-xs leading-relaxed text-taupe">{t.slotTakenHint()}</p>}
        {(onReschedule || calendar) && (
          <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {onReschedule && (
              <button
                type="button"
                onClick={onReschedule}
                aria-label={t.rescheduleLabel({ service: view.serviceName, when: `${view.date} ${view.time}` })}
                className={ACTION}
              >
                <CalendarClock aria-hidden="true" className="size-4" />
                {t.reschedule()}
              </button>
            )}
            {calendar && (
              <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-taupe">{t.addToCalendarLabel()}</span>
                <a href={calendar.file} download className={ACTION}>
                  <Download aria-hidden="true" className="size-4" />
                  {t.downloadIcs()}
                </a>
                <a href={calendar.google} target="_blank" rel="noopener noreferrer" className={ACTION}>
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t.googleCalendar()}
                </a>
              </span>
            )}
          </div>
        )}
        <div className="flex items-center justify-between gap-3 border-t border-blush-200/70 pt-3 text-xs text-taupe">
          {/* Booked on… for a booking; a time not booked yet says only when it was added (spec §2, decisions). */}
          <span className="min-w-0">
            {view.bookedOn ? (booked ? t.bookedOnDate : mine.addedOn)({ date: view.bookedOn }) : ''}
          </span>
          {view.price !== null && (
            <bdi className="whitespace-nowrap font-semibold text-espresso">{formatAed(view.price)}</bdi>
          )}
        </div>
      </div>
    </article>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-wine">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 font-medium text-espresso">{children}</dd>
    </div>
  );
}
