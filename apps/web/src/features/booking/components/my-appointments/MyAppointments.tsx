import { SALON, SERVICE_SITE_MESSAGES } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, CalendarX2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { bookingKeys, useMyAppointments } from '@/features/orders';
import { WaitlistSection } from '@/features/waitlist';
import { catalogKeys, waitlistKeys } from '@/lib/query-keys';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useServiceNamesNow, useUnavailableAppointments } from '../../api/use-slot-availability';
import {
  type AppointmentView,
  bookedAppointmentView,
  canCancelBooked,
  isUpcomingBooked,
  localAppointmentView,
  mustCallToCancel,
  sortAppointments,
} from '../../appointment-view';
import { bookingText as t } from '../../booking-messages';
import { appointmentCalendarPath, googleCalendarUrl } from '../../calendar-links';
import { useBookAll } from '../../hooks/use-book-all';
import { useDeleteAppointment } from '../../hooks/use-delete-appointment';
import { useLocalAppointments } from '../../hooks/use-local-appointments';
import { removeLocalAppointments } from '../../local-appointments';
import { AppointmentCard } from './AppointmentCard';
import { myAppointmentsText as mine } from './my-appointments-messages';
import { Notice } from './Notice';
import { RescheduleDialog } from './RescheduleDialog';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * My Appointments (customer spec §2): the times chosen on service pages and not yet booked (this browser's
 * list), then the customer's booked appointments from the server; Book All turns the first into one order.
 */
export function MyAppointments({
  actions,
}: {
  /** Links the page adds beside Refresh (the receipts). */ actions?: ReactNode;
} = {}) {
  const queryClient = useQueryClient();
  const local = useLocalAppointments();
  const booked = useMyAppointments();
  const now = Date.now();

  // A slot held by one of the customer's orders is not "to book" any more (booked in another tab, say). A
  // cancelled order's slot was freed, so the customer may have chosen it again.
  const bookedIds = new Set(
    booked.data
      ?.filter((appointment) => appointment.status !== 'cancelled')
      .map((appointment) => appointment.appointmentId),
  );
  const toBook = local.filter((entry) => !bookedIds.has(entry.appointmentId));
  const gone = useUnavailableAppointments(toBook, now);
  const namesNow = useServiceNamesNow(toBook);
  const pending = toBook.filter((entry) => entry.status === 'pending');
  const bookAll = useBookAll();
  // Pending entries whose slot is gone (checked ahead, or refused by the server) are left out of the order.
  const bookable = pending.filter(
    (entry) => !gone.has(entry.appointmentId) && !bookAll.refused.has(entry.appointmentId),
  );
  const remove = useDeleteAppointment();
  const [moving, setMoving] = useState<AppointmentView | null>(null);

  const bookedIdKey = [...bookedIds].join(',');
  useEffect(() => {
    if (!bookedIdKey) return;
    const ids = bookedIdKey.split(',');
    try {
      removeLocalAppointments(ids);
    } catch {
      // Storage refused: the copies stay hidden on this page all the same.
    }
  }, [bookedIdKey]);

  // Book All's button leaves with the times it booked: the focus goes to what happened, not to the page's body.
  const bookAllResult = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bookAll.notice) bookAllResult.current?.focus();
  }, [bookAll.notice]);
  // The same once a cancelled appointment's card (and its button) has gone.
  const cancelResult = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (remove.done) cancelResult.current?.focus();
  }, [remove.done]);

  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const showFetchError = booked.isError && booked.errorUpdatedAt !== dismissedErrorAt;

  function refresh() {
    bookAll.forgetRefused();
    void queryClient.invalidateQueries({ queryKey: bookingKeys.myAppointments });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
    void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
  }

  const localViews = sortAppointments(
    toBook.map((entry) => localAppointmentView(entry, SALON_TIME_ZONE, namesNow)),
    now,
  );
  const bookedViews = sortAppointments(
    (booked.data ?? []).map((appointment) => bookedAppointmentView(appointment, SALON_TIME_ZONE, now)),
    now,
  );
  const isUnavailable = (view: AppointmentView) =>
    view.status === 'pending' && (gone.has(view.appointmentId) || bookAll.refused.has(view.appointmentId));
  const empty = booked.isSuccess && localViews.length === 0 && bookedViews.length === 0;

  return (
    // The page header's column, so the title, the actions and the cards line up.
    <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={refresh} disabled={booked.isFetching}>
          <RefreshCw aria-hidden="true" className={booked.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {t.refresh()}
        </Button>
        {pending.length > 0 && (
          <Button onClick={() => void bookAll.bookAll(bookable)} aria-disabled={bookAll.booking}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {bookAll.booking ? SERVICE_SITE_MESSAGES.processing : t.bookAll()}
          </Button>
        )}
        {actions}
      </div>

      <div className="mt-5 space-y-3 empty:hidden">
        {showFetchError && (
          <Notice tone="error" onDismiss={() => setDismissedErrorAt(booked.errorUpdatedAt)}>
            <p className="font-medium">{t.fetchFailed()}</p>
          </Notice>
        )}
        {remove.done && (
          <Notice ref={cancelResult} tone="success" onDismiss={remove.dismissDone}>
            <p className="font-medium">{remove.done}</p>
          </Notice>
        )}
        {bookAll.notice && (
          <Notice ref={bookAllResult} tone={bookAll.notice.tone} onDismiss={bookAll.dismissNotice}>
            <p className="font-medium">{bookAll.notice.text}</p>
            {bookAll.notice.details && bookAll.notice.details.length > 0 && (
              <ul className="list-disc space-y-0.5 ps-5">
                {bookAll.notice.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </Notice>
        )}
      </div>

      {localViews.length > 0 && (
        <section aria-labelledby="to-book-heading" className="mt-8">
          <h2 id="to-book-heading" className="text-2xl text-espresso">
            {t.notBookedYet()}
          </h2>
          <p className="mt-1 text-sm text-taupe">{t.notBookedHint()}</p>
          <ul className={`mt-5 ${GRID}`}>
            {localViews.map((view) => (
              <li key={view.appointmentId}>
                <AppointmentCard view={view} unavailable={isUnavailable(view)} onDelete={() => remove.open(view)} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {booked.isPending ? (
        <p role="status" className="mt-10 flex items-center gap-3 text-taupe">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-blush-200 border-t-wine"
          />
          {t.loadingAppointments()}
        </p>
      ) : empty ? (
        <div className="mt-8 rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-16 text-center">
          <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.5} />
          <h2 className="mt-4 text-2xl text-espresso">{t.emptyAppointments()}</h2>
          <p className="mt-2 text-taupe">{t.emptyHint()}</p>
          <ButtonLink to="/services" className="mt-6">
            {t.browseServices()}
          </ButtonLink>
        </div>
      ) : (
        bookedViews.length > 0 && (
          <section aria-labelledby="booked-heading" className="mt-10">
            <h2 id="booked-heading" className="text-2xl text-espresso">
              {t.bookedHeading()}
            </h2>
            <ul className={`mt-5 ${GRID}`}>
              {bookedViews.map((view) => (
                <li key={view.appointmentId}>
                  <AppointmentCard
                    view={view}
                    onDelete={canCancelBooked(view, now) ? () => remove.open(view) : null}
                    callToCancel={mustCallToCancel(view, now)}
                    onReschedule={view.cancellable && isUpcomingBooked(view, now) ? () => setMoving(view) : null}
                    calendar={calendarLinksOf(view, now)}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      )}

      <WaitlistSection />

      {moving?.serviceId && (
        <RescheduleDialog view={{ ...moving, serviceId: moving.serviceId }} onClose={() => setMoving(null)} />
      )}

      {remove.target?.kind === 'booked' && (
        // A booked appointment is cancelled, not deleted: the dialog says so, and its other button keeps it.
        <ConfirmDialog
          title={mine.cancelTitle()}
          question={mine.cancelQuestion({
            service: remove.target.serviceName,
            therapist: remove.target.therapistName,
            date: remove.target.date,
            time: remove.target.time,
          })}
          confirmLabel={mine.cancelConfirm()}
          cancelLabel={mine.cancelKeep()}
          icon={CalendarX2}
          busyLabel={mine.cancelling()}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => void remove.confirm()}
          onCancel={remove.close}
        />
      )}
      {remove.target?.kind === 'local' && (
        // A time not booked yet leaves this browser's list: the spec's words (§2), Cancel keeping it.
        <ConfirmDialog
          title={t.deleteAppointment()}
          question={t.deleteConfirm()}
          cancelLabel={mine.deleteKeep()}
          busy={remove.busy}
          error={remove.error}
          onConfirm={() => void remove.confirm()}
          onCancel={remove.close}
        />
      )}
    </div>
  );
}

/** A booked appointment still ahead goes into a calendar: the server's file, or Google Calendar's form. */
function calendarLinksOf(view: AppointmentView, now: number): { file: string; google: string } | null {
  if (!isUpcomingBooked(view, now) || view.startsAt === null || view.endsAt === null) return null;
  return {
    file: appointmentCalendarPath(view.appointmentId),
    google: googleCalendarUrl({
      title: t.calendarTitle({ service: view.serviceName, therapist: view.therapistName, salon: SALON.name }),
      details: t.calendarDetails({ service: view.serviceName, phone: SALON.phones[0] }),
      startsAt: view.startsAt,
      endsAt: view.endsAt,
    }),
  };
}
