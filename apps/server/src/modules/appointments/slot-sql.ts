import { and, eq, gt, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import { appointments, closures, services, therapistAbsences, therapists } from '@/db/schema';

/*
 * The slots' columns and conditions, written once for every statement that reads slots: this module's
 * repository, and the bookings', orders' and waitlist's statements that must agree on which slot is on sale.
 */

/** Columns of a slot with its service and therapist, as every appointment answer needs them. */
export const slotColumns = {
  id: appointments.id,
  starttime: appointments.starttime,
  endtime: appointments.endtime,
  duration: appointments.duration,
  reserved: appointments.reserved,
  userId: appointments.userId,
  serviceId: services.id,
  serviceName: services.name,
  /** Its Arabic name, null when nobody gave one: an Arabic reader gets it in its place. */
  serviceNameAr: services.nameAr,
  serviceImageUrl: services.imageUrl,
  servicePrice: services.price,
  therapistId: therapists.id,
  therapistName: therapists.name,
  therapistImageUrl: therapists.imageUrl,
};

export type SlotRow = {
  [K in keyof typeof slotColumns]: (typeof slotColumns)[K]['_']['notNull'] extends true
    ? (typeof slotColumns)[K]['_']['data']
    : (typeof slotColumns)[K]['_']['data'] | null;
};

/**
 * A slot can be offered to customers when it is free, still ahead, not held for a waitlisted customer
 *, not on a day the salon is closed or its therapist away, and its therapist is not already
 * booked at an overlapping time (buffers included) through another service's slot.
 */
export function isOffered(now: Date | SQL, timeZone: string): SQL {
  return and(
    eq(appointments.reserved, false),
    gt(appointments.starttime, now),
    isFree(now),
    notOnDayOff(timeZone),
    noOverlappingHold(now),
    not(
      // Written against the exclusion constraint's own expression (the appointment plus its buffer), so its
      // GiST index answers it.
      sql`exists (select 1 from ${appointments} as blocking where blocking.therapist_id = ${appointments.therapistId}
        and blocking.reserved
        and appointment_busy_range(blocking.starttime, blocking.endtime, blocking.buffer_minutes)
          && appointment_busy_range(${appointments.starttime}, ${appointments.endtime}, ${appointments.bufferMinutes}))`,
    ),
  )!;
}

/**
 * The slot's salon day is neither a closure nor a day off of its therapist. A closure or an absence deletes
 * the free slots of its days, but a booked one stays for staff to move; once that booking is cancelled (or
 * was cancelled before, its slot kept by the cancelled order's item) the slot is free, and this keeps it off
 * sale: in the public lists, the bookings' statements and the waitlist's offers alike. The day is the start's,
 * as for the deletion (`hours.repository.ts` `deleteFreeSlotsBetween`) and the staff's list of such bookings.
 */
export function notOnDayOff(timeZone: string): SQL {
  const day = sql`(${appointments.starttime} at time zone ${timeZone})::date`;
  return sql`not exists (select 1 from ${closures} where ${day} between ${closures.startsOn} and ${closures.endsOn})
    and not exists (select 1 from ${therapistAbsences}
      where ${therapistAbsences.therapistId} = ${appointments.therapistId}
        and ${day} between ${therapistAbsences.startsOn} and ${therapistAbsences.endsOn})`;
}

/** Not held for anyone by a waitlist offer (none, ended, or its customer's account is gone). */
export function isFree(now: Date | SQL): SQL {
  return or(isNull(appointments.heldFor), lte(appointments.heldUntil, now))!;
}

/**
 * No other slot of the therapist that overlaps this one (buffers included) is held for a waitlisted
 * customer other than `exceptFor`: a hold keeps the therapist's time, not only its own row, so
 * another service's slot at that time is neither shown nor booked while it lasts. The candidates are read
 * from a day's range of the therapist's slots on appointments_therapist_start_idx (a slot and its buffer
 * last under a day), never the therapist's history.
 */
export function noOverlappingHold(now: Date | SQL, exceptFor: string | null = null): SQL {
  return sql`not exists (select 1 from ${appointments} as holding
    where holding.therapist_id = ${appointments.therapistId}
      and holding.starttime > ${appointments.starttime} - interval '1 day'
      and holding.starttime < ${appointments.endtime} + interval '1 day'
      and holding.id <> ${appointments.id}
      and holding.held_for is not null and holding.held_until > ${now}
      and holding.held_for is distinct from ${exceptFor}
      and appointment_busy_range(holding.starttime, holding.endtime, holding.buffer_minutes)
        && appointment_busy_range(${appointments.starttime}, ${appointments.endtime}, ${appointments.bufferMinutes}))`;
}
