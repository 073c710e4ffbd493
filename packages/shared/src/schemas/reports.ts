import { z } from 'zod';
import { validationIssues } from './issue-texts';

export const ZMonthlyReportQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, validationIssues.monthFormat),
});

/**
 * No-shows among the month's appointments that have started (issue 15): the rate is no-shows over those
 * appointments, 0–1 (0 when none has started yet).
 */
const noShowFigures = {
  started: z.number(),
  noShows: z.number(),
  noShowRate: z.number(),
};

/** The month's figures (not in the spec; salons ask every booking system for them). */
export const ZMonthlyReport = z.object({
  month: z.string(),
  revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number(), bookings: z.number() })),
  therapists: z.array(
    z.object({
      therapistId: z.string(),
      name: z.string(),
      bookings: z.number(),
      revenue: z.number(),
      reservedMinutes: z.number(),
      scheduledMinutes: z.number(),
      /** Reserved minutes over scheduled minutes, 0–1 (0 when nothing was scheduled). */
      utilization: z.number(),
      ...noShowFigures,
    }),
  ),
  /** The services booked in the month, by name. */
  services: z.array(z.object({ serviceId: z.string(), name: z.string(), bookings: z.number(), ...noShowFigures })),
  totals: z.object({ revenue: z.number(), bookings: z.number() }),
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;
