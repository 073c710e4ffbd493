import { z } from 'zod';
import { issueText } from '../i18n/issue-text';
import { ZAppointment } from './catalog';
import { requiredText } from './common';
import { hoursIssues as m, validationTexts } from './issue-texts';

/** 'HH:MM' on the salon's clock, 00:00–24:00 (24:00 closes at midnight). */
export const ZClockTime = z.string(m.timeInvalid).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, m.timeInvalid);
/** 'YYYY-MM-DD' on the salon's calendar. */
export const ZDateKey = z
  .string(m.dateInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number);
    const date = new Date(Date.UTC(year!, month! - 1, day!));
    return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && year! >= 2000 && year! <= 2100;
  }, m.dateInvalid);

/** One weekday of a weekly pattern: 0 = Sunday … 6 = Saturday. */
export const ZDayHours = z
  .object({
    weekday: z.number(m.weekdayInvalid).int(m.weekdayInvalid).min(0, m.weekdayInvalid).max(6, m.weekdayInvalid),
    open: z.boolean(m.openRequired),
    opens: ZClockTime,
    closes: ZClockTime,
  })
  .refine((day) => !day.open || day.opens < day.closes, { ...m.endsBeforeStart, path: ['closes'] });
export type TDayHours = z.infer<typeof ZDayHours>;

/** A whole week: each weekday once. */
export const ZWeekHours = z
  .array(ZDayHours, m.weekIncomplete)
  .length(7, m.weekIncomplete)
  .refine((week) => new Set(week.map((day) => day.weekday)).size === 7, m.weekIncomplete);
export type TWeekHours = z.infer<typeof ZWeekHours>;

export const ZWeekHoursRequest = z.object({ week: ZWeekHours });
export type TWeekHoursRequest = z.infer<typeof ZWeekHoursRequest>;

/** A dated closure of the salon or a therapist's absence: from one day to another, both included. */
export const ZDayRangeRequest = z
  .object({
    from: ZDateKey,
    to: ZDateKey,
    reason: requiredText(m.reasonRequired).max(100, m.reasonMax),
  })
  .refine((range) => range.from <= range.to, { ...m.rangeEndsBeforeStart, path: ['to'] });
export type TDayRangeRequest = z.infer<typeof ZDayRangeRequest>;

export const ZDayRange = z.object({ _id: z.string(), from: z.string(), to: z.string(), reason: z.string() });
export type TDayRange = z.infer<typeof ZDayRange>;

/** A booked appointment that a new closure or absence covers: staff reschedule or cancel it. */
export const ZAffectedBooking = z.object({
  appointmentId: z.string(),
  orderId: z.string().nullable(),
  customerName: z.string().nullable(),
  therapistName: z.string(),
  serviceName: z.string(),
  starttime: z.string(),
});
export type TAffectedBooking = z.infer<typeof ZAffectedBooking>;

export const ZDayRangeCreated = z.object({ range: ZDayRange, affected: z.array(ZAffectedBooking) });
export type TDayRangeCreated = z.infer<typeof ZDayRangeCreated>;

/** The salon's hours as the public site reads them: the week and the closures to come (bounded). */
export const ZSalonHours = z.object({ week: ZWeekHours, closures: z.array(ZDayRange) });
export type TSalonHours = z.infer<typeof ZSalonHours>;

/** A therapist's pattern and absences to come. A therapist without a pattern works the salon's hours. */
export const ZTherapistHours = z.object({ week: ZWeekHours, custom: z.boolean(), absences: z.array(ZDayRange) });
export type TTherapistHours = z.infer<typeof ZTherapistHours>;

/**
 * The days a therapist works, for customers choosing a day to wait for (issue 27): their week (or the salon's)
 * and the days off to come, without the reasons, which stay with the staff.
 */
export const ZTherapistWorkingDays = z.object({
  week: ZWeekHours,
  absences: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type TTherapistWorkingDays = z.infer<typeof ZTherapistWorkingDays>;

/** The longest range one scheduling request covers. */
export const MAX_SCHEDULE_DAYS = 62;

/** Slots from the therapist's pattern over a range of days, in one transaction. */
/** The times a scheduling request may name in a day: every half hour of it. */
export const MAX_TIMES_A_DAY = 48;

export const ZScheduleRequest = z
  .object({
    from: ZDateKey,
    to: ZDateKey,
    serviceIds: z.array(z.uuid(m.serviceRequired), m.serviceRequired).min(1, m.serviceRequired),
    duration: z.coerce
      .number(m.durationInvalid)
      .int(m.durationInvalid)
      .min(15, m.durationInvalid)
      .max(300, m.durationInvalid),
    /** Back-to-back slots from the start to the end of each working day; otherwise at the chosen times. */
    fullDay: z.boolean().default(false),
    times: z
      .array(ZClockTime)
      .max(MAX_TIMES_A_DAY, issueText('validation', validationTexts, 'timesMax', { max: MAX_TIMES_A_DAY }))
      .default([]),
  })
  .refine((r) => r.from <= r.to, { ...m.rangeEndsBeforeStart, path: ['to'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_SCHEDULE_DAYS, {
    ...m.rangeTooLong,
    path: ['to'],
  })
  .refine((r) => r.fullDay || r.times.length > 0, { ...m.timesRequired, path: ['times'] });
export type TScheduleRequest = z.input<typeof ZScheduleRequest>;

export const ZScheduleResult = z.object({
  created: z.number(),
  skipped: z.number(),
  appointments: z.array(ZAppointment),
});
export type TScheduleResult = z.infer<typeof ZScheduleResult>;
