import { z } from 'zod';
import { validationIssues } from './issue-texts';
import { ZPaymentMethod } from './till';

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

/**
 * The month's money as the till recorded it (issue 29), in whole fils: what was taken and given back by
 * method on the month's business days, what the month's sales still owe, the tips per therapist, and the
 * VAT return's figures from the month's invoices minus its credit notes (by date of supply).
 */
export const ZMonthlyMoney = z.object({
  takings: z.object({
    byMethod: z.array(z.object({ method: ZPaymentMethod, paymentsFils: z.number(), refundsFils: z.number() })),
    paymentsFils: z.number(),
    refundsFils: z.number(),
    /** payments − refunds. */
    netFils: z.number(),
  }),
  /** What the sales started in the month still owe now (services and tips not yet paid, whenever paid since). */
  dueFils: z.number(),
  tipsFils: z.number(),
  tipsByTherapist: z.array(z.object({ therapistId: z.string().nullable(), name: z.string(), tipsFils: z.number() })),
  vat: z.object({
    /** Standard-rated supplies: the net (VAT-exclusive) amount of tax invoices minus credit notes. */
    standardRatedNetFils: z.number(),
    outputTaxFils: z.number(),
    invoices: z.number(),
    creditNotes: z.number(),
  }),
});
export type TMonthlyMoney = z.infer<typeof ZMonthlyMoney>;

/**
 * The month's figures (not in the spec; salons ask every booking system for them). `revenue` fields are
 * the BOOKED value (the prices of the items booked for the month's appointments), not money taken: the
 * till's money is in `money`.
 */
export const ZMonthlyReport = z.object({
  month: z.string(),
  /** Booked value per day. */
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
  /** Booked value and bookings of the month. */
  totals: z.object({ revenue: z.number(), bookings: z.number() }),
  money: ZMonthlyMoney,
});
export type TMonthlyReport = z.infer<typeof ZMonthlyReport>;
