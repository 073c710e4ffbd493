import { z } from 'zod';
import { ZAffectedBooking } from './hours';

/** One free slot of a therapist that lies outside their working week (issue 27). */
export const ZOutsideWeekSlot = z.object({
  _id: z.string(),
  starttime: z.string(),
  endtime: z.string(),
  serviceName: z.string(),
});
export type TOutsideWeekSlot = z.infer<typeof ZOutsideWeekSlot>;

/**
 * GET /api/therapists/:id/outside-week (admin): what a change of the therapist's week left outside it, from now
 * on — the bookings staff must move (soonest first, at most 200) and the free slots still on sale (the first 50,
 * and how many in all), which the admin may remove at once.
 */
export const ZOutsideWeek = z.object({
  booked: z.array(ZAffectedBooking),
  free: z.array(ZOutsideWeekSlot),
  freeCount: z.number(),
});
export type TOutsideWeek = z.infer<typeof ZOutsideWeek>;

/** POST /api/therapists/:id/outside-week/remove-free (admin): how many free slots went. */
export const ZOutsideWeekRemoved = z.object({ removed: z.number() });
export type TOutsideWeekRemoved = z.infer<typeof ZOutsideWeekRemoved>;
