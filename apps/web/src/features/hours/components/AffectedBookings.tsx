import type { TAffectedBooking } from '@salon/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { LoadError } from '@/components/ui/LoadError';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useBookingsOnDaysOff } from '../api/hours';
import { dateTimeText } from '../hours-dates';
import { hoursText } from '../hours-messages';

/**
 * One booking on time no longer worked, as a list item: its line opens the order, where staff move or cancel it;
 * a slot held with no order (reserved by hand) is its line alone.
 */
export function AffectedBookingItem({ booking, line }: { booking: TAffectedBooking; line: string }) {
  return (
    <li>
      {booking.orderId ? (
        <Link to={`/dashboard/orders/${booking.orderId}`} className="underline underline-offset-2">
          {line}
        </Link>
      ) : (
        line
      )}
    </li>
  );
}

function BookingLines({ bookings }: { bookings: TAffectedBooking[] }) {
  return (
    <ul className="list-disc ps-5">
      {bookings.map((booking) => {
        const line = [
          dateTimeText(booking.starttime, SALON_TIME_ZONE),
          booking.serviceName,
          booking.therapistName,
          booking.customerName,
        ]
          .filter(Boolean)
          .join(' · ');
        return <AffectedBookingItem key={booking.appointmentId} booking={booking} line={line} />;
      })}
    </ul>
  );
}

/** The bookings a new closure or day off covers: never dropped, shown for staff to reschedule or cancel. */
export function AffectedBookings({ affected }: { affected: TAffectedBooking[] }) {
  if (affected.length === 0) return <Alert tone="info">{hoursText.affectedNone()}</Alert>;
  return (
    <Alert tone="error">
      <p className="font-semibold">{hoursText.affectedTitle()}</p>
      <BookingLines bookings={affected} />
    </Alert>
  );
}

/**
 * On the overview, for admin and reception: the booked appointments still on a closed day or a therapist's
 * day off, until each is moved or cancelled. Nothing shows while there are none.
 */
export function BookingsOnDaysOff() {
  const bookings = useBookingsOnDaysOff();
  if (bookings.isError) {
    return (
      <LoadError title={hoursText.onDaysOffLoadError()} error={bookings.error} onRetry={() => bookings.refetch()} />
    );
  }
  if (!bookings.data?.length) return null;
  return (
    <Alert tone="error">
      <p className="font-semibold">{hoursText.onDaysOffTitle()}</p>
      <BookingLines bookings={bookings.data} />
    </Alert>
  );
}
