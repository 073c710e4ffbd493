import { clockToMinutes, minutesToClock, type TAffectedBooking, type TDayHours, type TDayRange } from '@salon/shared';
import { type AnswerView, serviceNameIn } from '@/lib/catalog-text';
import type { BookedRow, RangeRow, WeekRow } from './hours.repository';

export function presentWeek(rows: WeekRow[]): TDayHours[] {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const row = rows.find((day) => day.weekday === weekday);
    return row
      ? { weekday, open: row.open, opens: minutesToClock(row.opensMinute), closes: minutesToClock(row.closesMinute) }
      : { weekday, open: false, opens: '09:00', closes: '20:00' };
  });
}

export function weekRows(week: TDayHours[]): WeekRow[] {
  return week.map((day) => ({
    weekday: day.weekday,
    open: day.open,
    opensMinute: clockToMinutes(day.opens),
    closesMinute: clockToMinutes(day.closes),
  }));
}

export function presentRange(row: RangeRow): TDayRange {
  return { _id: row.id, from: row.startsOn, to: row.endsOn, reason: row.reason };
}

/** Bookings a closure or absence covers, each service named in the request's `locale`. */
export function presentAffected(rows: BookedRow[], { locale }: AnswerView): TAffectedBooking[] {
  return rows.map((row) => ({
    appointmentId: row.appointmentId,
    orderId: row.orderId,
    customerName: row.customerName,
    therapistName: row.therapistName,
    serviceName: serviceNameIn(row, locale),
    starttime: row.starttime.toISOString(),
  }));
}
