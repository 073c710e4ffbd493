import { z } from 'zod';
import { MIN_APPOINTMENT_MINUTES } from '../constants';
import type { IssueText } from '../i18n/issue-text';
import { requiredText, ZId } from './common';
import { booleanField, instantField, numberField, optionalText } from './fields';
import { catalogIssues as m, orderDashboardIssues, validationIssues as v } from './issue-texts';

/** Longest slot the salon offers: a full working day. */
export const MAX_APPOINTMENT_MINUTES = 12 * 60;
/** Longest cleanup or preparation time after a service (the database checks it too). */
export const MAX_BUFFER_MINUTES = 240;

/**
 * An Arabic text beside a required English one (issue 18): optional, trimmed, within the English field's
 * limits. Empty (or null) clears it, stored as null so the Arabic pages show the English; absent from a
 * request it stays as it is.
 */
export function arabicText(limits: { min?: number; tooShort?: IssueText; max: number; tooLong: IssueText }) {
  const text = z.string().max(limits.max, limits.tooLong);
  return z.preprocess((value) => {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    return trimmed === '' ? null : trimmed;
  }, (limits.min ? text.min(limits.min, limits.tooShort) : text).nullable().optional());
}

// ---- Categories (admin spec §5) ----

export const ZCategoryInput = z.object({
  name: requiredText(m.categoryNameRequired).min(2, m.nameMin).max(100, v.nameMax),
  description: requiredText(m.descriptionRequired).min(10, m.descriptionMin).max(1000, v.descriptionMax1000),
  nameAr: arabicText({ min: 2, tooShort: v.arabicNameMin, max: 100, tooLong: v.arabicNameMax }),
  descriptionAr: arabicText({
    min: 10,
    tooShort: v.arabicDescriptionMin,
    max: 1000,
    tooLong: v.arabicDescriptionMax1000,
  }),
  imageUrl: optionalText(2048, v.imageUrlLong),
});
export type TCategoryInput = z.infer<typeof ZCategoryInput>;

// ---- Services (admin spec §5) ----

export const ZServiceInput = z.object({
  name: requiredText(m.serviceNameRequired).min(2, m.nameMin).max(100, v.nameMax),
  description: optionalText(2000, v.descriptionMax2000),
  nameAr: arabicText({ min: 2, tooShort: v.arabicNameMin, max: 100, tooLong: v.arabicNameMax }),
  descriptionAr: arabicText({ max: 2000, tooLong: v.arabicDescriptionMax2000 }),
  price: numberField(m.priceRequired, v.priceNumber).pipe(
    z.number().min(0, m.pricePositive).max(1_000_000, v.priceHigh),
  ),
  // Optional: an empty field means no discount.
  discount: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    numberField(m.discountPositive, v.discountNumber).pipe(
      z.number().min(0, m.discountPositive).max(100, m.discountMax),
    ),
  ),
  demandOnline: booleanField(v.onlineBoolean),
  // Optional: an empty field means no buffer; whole minutes the therapist stays busy after the service.
  bufferMinutes: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? 0 : value),
    numberField(m.bufferRange, m.bufferRange).pipe(
      z.number().int(m.bufferRange).min(0, m.bufferRange).max(MAX_BUFFER_MINUTES, m.bufferRange),
    ),
  ),
  categoryId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid(m.categoryRequired)),
});
export type TServiceInput = z.infer<typeof ZServiceInput>;

export const ZServiceSummary = z.object({
  _id: ZId,
  name: z.string(),
  imageUrl: z.string().nullable(),
  price: z.number(),
});
export const ZTherapistSummary = z.object({ _id: ZId, name: z.string(), imageUrl: z.string().nullable() });

/** A slot as the spec's entities show it, with service and therapist expanded. */
export const ZAppointment = z.object({
  _id: ZId,
  serviceId: ZServiceSummary,
  therapistId: ZTherapistSummary,
  starttime: z.string(),
  endtime: z.string(),
  duration: z.number(),
  reserved: z.boolean(),
  userId: z.string().nullable(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

/**
 * The stored texts of both languages, as the dashboard's form edits them (issue 18): only in answers to an
 * admin. `name` and `description` beside them are in the request's language (docs/decisions.md,
 * "Bilingual catalogue").
 */
export const ZServiceTexts = z.object({
  name: z.string(),
  nameAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
});
export type TServiceTexts = z.infer<typeof ZServiceTexts>;

export const ZService = z.object({
  _id: ZId,
  /** In the request's language, or the other one when it has none. */
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  imageUrl: z.string().nullable(),
  demandOnline: z.boolean(),
  bufferMinutes: z.number(),
  categoryId: ZId,
  category: z.object({ name: z.string() }),
  texts: ZServiceTexts.optional(),
});
export type TService = z.infer<typeof ZService>;

export const ZServiceDetail = ZService.extend({ appointments: z.array(ZAppointment) });
export type TServiceDetail = z.infer<typeof ZServiceDetail>;

// ---- Therapists (admin spec §5) ----

export const ZTherapistInput = z.object({
  name: requiredText(m.therapistNameRequired).max(100, v.nameMax),
  bio: requiredText(m.therapistBioRequired).max(500, v.bioMax),
  bioAr: arabicText({ max: 500, tooLong: v.arabicBioMax }),
});
export type TTherapistInput = z.infer<typeof ZTherapistInput>;

/** The stored bio in both languages, only in answers to an admin (see ZServiceTexts). */
export const ZTherapistTexts = z.object({ bio: z.string(), bioAr: z.string().nullable() });
export type TTherapistTexts = z.infer<typeof ZTherapistTexts>;

export const ZTherapist = z.object({
  _id: ZId,
  name: z.string(),
  /** In the request's language, or the other one when it has none. */
  bio: z.string(),
  /** The admin spec shows specialization beside bio; both carry the field of specialization. */
  specialization: z.string(),
  imageUrl: z.string().nullable(),
  appointmentCount: z.number(),
  texts: ZTherapistTexts.optional(),
});
export type TTherapist = z.infer<typeof ZTherapist>;

export const ZTherapistDetail = ZTherapist.extend({ appointments: z.array(ZAppointment) });
export type TTherapistDetail = z.infer<typeof ZTherapistDetail>;

// ---- Slots (admin spec §5 "Therapist appointment form" and "Weekly scheduling") ----

const durationField = numberField(m.durationRequired, v.durationNumber).pipe(
  z
    .number()
    .int(v.durationWhole)
    .min(MIN_APPOINTMENT_MINUTES, m.durationMin)
    .max(MAX_APPOINTMENT_MINUTES, v.durationMax),
);

/** The slot form; "in the future" is checked against the server's clock when the request arrives. */
export const ZAppointmentInput = z.object({
  serviceId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid(m.serviceIdRequired)),
  starttime: instantField(m.starttimeRequired, m.starttimeRequired),
  duration: durationField,
});
export type TAppointmentInput = z.infer<typeof ZAppointmentInput>;

export const ZAppointmentUpdate = ZAppointmentInput.partial();
export type TAppointmentUpdate = z.infer<typeof ZAppointmentUpdate>;

/** One week of slots for one therapist, created in one request and one transaction. */
export const ZWeeklyScheduleInput = z.object({
  slots: z
    .array(
      z.object({
        starttime: instantField(m.weekInvalidDate, m.weekInvalidDate),
        duration: durationField,
        serviceIds: z.array(z.uuid(m.weekNoServices), m.weekNoServices).min(1, m.weekNoServices),
      }),
      m.weekNoSlots,
    )
    .min(1, m.weekNoSlots)
    .max(500, v.tooManySlots),
});
export type TWeeklyScheduleInput = z.infer<typeof ZWeeklyScheduleInput>;

const MOVE_FIELDS_REQUIRED = orderDashboardIssues.appointmentFieldsRequired;

/** Staff moving an appointment from an order (admin spec §7 PATCH appointments/{id}). */
export const ZAppointmentMoveRequest = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MOVE_FIELDS_REQUIRED)
    .optional(),
  time: z
    .string()
    .regex(/^\d{1,2}:\d{2}$/, MOVE_FIELDS_REQUIRED)
    .optional(),
  starttime: instantField(m.starttimeRequired, m.starttimeRequired).optional(),
  duration: durationField.optional(),
  therapistId: z.uuid(MOVE_FIELDS_REQUIRED).optional(),
  serviceId: z.uuid(m.serviceIdRequired).optional(),
  userId: z.string().optional(),
});
export type TAppointmentMoveRequest = z.infer<typeof ZAppointmentMoveRequest>;

/** The slot form as the spec's callers send it: some add therapistId, the order modal a separate time. */
export const ZCreateSlotRequest = ZAppointmentInput.extend({
  therapistId: z.uuid().optional(),
  time: z.string().optional(),
  userId: z.string().optional(),
});
