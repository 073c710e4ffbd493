import { z } from 'zod';
import { ZPageQuery } from './admin-lists';
import { ZId } from './common';
import { ZClockTime, ZDateKey } from './hours';
import { waitlistIssues as m } from './issue-texts';

/**
 * Joining a service's waitlist for one salon day (issue 16), optionally only for one therapist and for a
 * time window on the salon's clock (a slot matches when it starts within [from, to)).
 */
export const ZJoinWaitlistRequest = z
  .object({
    serviceId: ZId,
    day: ZDateKey,
    therapistId: ZId.nullish(),
    from: ZClockTime.nullish(),
    to: ZClockTime.nullish(),
  })
  .refine((entry) => (entry.from == null) === (entry.to == null), { ...m.windowIncomplete, path: ['to'] })
  .refine((entry) => entry.from == null || entry.to == null || entry.from < entry.to, {
    ...m.windowEndsBeforeStart,
    path: ['to'],
  });
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

/**
 * waiting: in the queue; offered: a slot is held for the customer now; booked: they took an offer;
 * left: they left the list; ended: the day passed without a booking.
 */
export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'left', 'ended'] as const;
export const ZWaitlistEntryStatus = z.enum(WAITLIST_ENTRY_STATUSES);
export type TWaitlistEntryStatus = z.infer<typeof ZWaitlistEntryStatus>;

/** A slot held for one waitlisted customer until `expiresAt`. */
export const ZWaitlistOffer = z.object({
  _id: ZId,
  entryId: ZId,
  appointmentId: ZId,
  serviceId: ZId,
  serviceName: z.string(),
  therapistName: z.string(),
  starttime: z.string(),
  endtime: z.string(),
  /** The price the customer would pay (catalog price with discount), in AED. */
  price: z.number(),
  expiresAt: z.string(),
  /** open: held now; taken: booked; declined / lapsed: passed to the next person; void: the slot went away. */
  status: z.enum(['open', 'taken', 'declined', 'lapsed', 'void']),
  /** The order made when the offer was taken. */
  orderId: z.string().nullable(),
});
export type TWaitlistOffer = z.infer<typeof ZWaitlistOffer>;

/** A customer's own entry (My Appointments). */
export const ZWaitlistEntry = z.object({
  _id: ZId,
  serviceId: ZId,
  serviceName: z.string(),
  day: z.string(),
  therapistId: z.string().nullable(),
  therapistName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  status: ZWaitlistEntryStatus,
  createdAt: z.string(),
  /** The open offer, while there is one. */
  offer: ZWaitlistOffer.nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** A service's waitlist as the staff see it: who waits, in order of joining. */
export const ZStaffWaitlistEntry = ZWaitlistEntry.extend({
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  /** 1 for the first in line among those still waiting for that day. */
  position: z.number().nullable(),
});
export type TStaffWaitlistEntry = z.infer<typeof ZStaffWaitlistEntry>;

/** The staff's list of one service: days from `from` (default today), waiting and offered first. */
export const ZStaffWaitlistQuery = ZPageQuery.extend({
  from: ZDateKey.optional(),
  status: ZWaitlistEntryStatus.optional(),
});
export type TStaffWaitlistQuery = z.infer<typeof ZStaffWaitlistQuery>;
