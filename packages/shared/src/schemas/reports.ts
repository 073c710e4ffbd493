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
  /** The till's money in the month (issue 29), whole fils; optional until every server has it. */
  takings: z
    .object({
      byMethod: z.array(z.object({ method: z.string(), paymentsFils: z.number(), refundsFils: z.number() })),
      refundsFils: z.number(),
      receivedFils: z.number(),
    })
    .optional(),
  /** What the month's sales still owe. */
  dueFils: z.number().optional(),
  tipsByTherapist: z
    .array(z.object({ therapistId: z.string().nullable(), name: z.string(), tipsFils: z.number() }))
    .optional(),
  vat: z.object({ standardRatedFils: z.number(), outputTaxFils: z.number() }).optional(),
  /** The booked value (appointments at their prices, AED), as against the till's takings. */
  booked: z.object({ revenue: z.number(), bookings: z.number() }).optional(),
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;
