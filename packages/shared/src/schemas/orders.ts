import { z } from 'zod';
import { ANY_THERAPIST, ITEM_OUTCOMES, ORDER_STATUSES, USER_ROLES } from '../constants';
import { issueText } from '../i18n/issue-text';
import { MAX_APPOINTMENT_MINUTES, ZAppointment } from './catalog';
import { requiredText, ZId } from './common';
import { isWithinDateRange } from './fields';
import {
  catalogIssues,
  contactIssues,
  orderDashboardIssues,
  overviewIssues,
  validationIssues as v,
  validationTexts,
} from './issue-texts';

const DATE_OUT_OF_RANGE = v.dateOutOfYears;

export const ZOrderStatus = z.enum(ORDER_STATUSES, v.invalidStatus);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

const NO_APPOINTMENTS = v.noAppointments;

/**
 * "Any therapist" (issue 15): a service at a start time instead of a slot. The server books one slot of
 * that service starting exactly then, among those it offers publicly (docs/decisions.md says which).
 */
export const ZAnyTherapistItem = z.object({
  serviceId: z.uuid(v.invalidService),
  starttime: z.iso.datetime({ offset: true, ...v.invalidStartTime }).refine(isWithinDateRange, DATE_OUT_OF_RANGE),
  therapistId: z.literal(
    ANY_THERAPIST,
    /* @__PURE__ */ issueText('validation', validationTexts, 'anyTherapistOnly', { any: ANY_THERAPIST }),
  ),
});
export type TAnyTherapistItem = z.infer<typeof ZAnyTherapistItem>;

/**
 * The spec's order payload (customer §3): the client's status and date are accepted but the server decides.
 * Each item names a slot (`AppointmentId`, the spec's shape) or a service and time for any therapist.
 */
export const ZCreateOrderRequest = z.object({
  status: z.literal('pending').optional(),
  date: z.string().refine(isWithinDateRange, DATE_OUT_OF_RANGE).optional(),
  orderItems: z
    .array(
      z.union([z.object({ AppointmentId: z.uuid(v.invalidAppointment) }), ZAnyTherapistItem], {
        ...issueText('validation', validationTexts, 'orderItemShape', { any: ANY_THERAPIST }),
      }),
      NO_APPOINTMENTS,
    )
    .min(1, NO_APPOINTMENTS)
    .max(20, v.tooManyBooked),
});
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

const NAME_AND_PHONE = orderDashboardIssues.customerRequired;
const WALK_IN_EMAIL_INVALID = contactIssues.emailInvalid;
export const ZOrderCustomer = z.object({
  name: requiredText(NAME_AND_PHONE).max(100, v.nameMax),
  phone: requiredText(NAME_AND_PHONE).max(30, v.phoneMax),
});

/**
 * A slot the manual-order dialog has drafted but not yet created: sent with the order, it is created and
 * booked in the same transaction, so a failed order leaves no stray slot behind.
 */
export const ZDraftAppointment = z.object({
  serviceId: z.uuid(overviewIssues.selectService),
  therapistId: z.uuid(overviewIssues.selectTherapist),
  starttime: z.iso
    .datetime({ offset: true, ...overviewIssues.appointmentInPast })
    .refine(isWithinDateRange, DATE_OUT_OF_RANGE),
  duration: z
    .number(v.durationNumber)
    .int(v.durationWhole)
    .min(1, catalogIssues.durationMin)
    .max(MAX_APPOINTMENT_MINUTES, v.durationMax),
});
export type TDraftAppointment = z.infer<typeof ZDraftAppointment>;

/** Staff's walk-in and phone orders (admin spec §7 POST orders/anonymos). */
export const ZAnonymousOrderRequest = z.object({
  status: z.literal('pending').optional(),
  date: z.string().refine(isWithinDateRange, DATE_OUT_OF_RANGE).optional(),
  user: ZOrderCustomer.extend({
    _id: z.uuid().optional(),
    id: z.uuid().optional(),
    // A walk-in's address as staff typed it: it finds or makes the customer record (decisions.md).
    email: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(254, WALK_IN_EMAIL_INVALID).pipe(z.email(WALK_IN_EMAIL_INVALID)).optional(),
    ),
  }),
  orderItems: z
    .array(
      z.union([z.object({ AppointmentId: z.uuid(v.invalidAppointment) }), z.object({ draft: ZDraftAppointment })]),
      NO_APPOINTMENTS,
    )
    .min(1, NO_APPOINTMENTS)
    .max(20, v.tooManyBooked),
});
export type TAnonymousOrderRequest = z.infer<typeof ZAnonymousOrderRequest>;

export const ZUpdateOrderStatusRequest = z.object({ status: ZOrderStatus });
export const ZUpdateOrderCustomerRequest = z.object({ user: ZOrderCustomer });
export const ZAddOrderItemRequest = z.object({
  appointmentId: z.uuid(orderDashboardIssues.addAtLeastOneAppointment),
  /** Sent by the spec's client; the server always prices from the catalog. */
  price: z.unknown().optional(),
});

/** What happened at an appointment (issue 15); staff set it once the appointment has started. */
export const ZItemOutcome = z.enum(ITEM_OUTCOMES, v.outcomeInvalid);
export type TItemOutcome = z.infer<typeof ZItemOutcome>;
/** `null` clears a mark made by mistake: the appointment is then "not marked yet" again. */
export const ZSetItemOutcomeRequest = z.object({ outcome: ZItemOutcome.nullable() });
export type TSetItemOutcomeRequest = z.infer<typeof ZSetItemOutcomeRequest>;
export const ZItemParams = z.object({ itemId: ZId });

export const ZOrderItem = z.object({
  _id: ZId,
  price: z.number(),
  appointmentId: ZAppointment,
  outcome: ZItemOutcome.nullable(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrder = z.object({
  _id: ZId,
  user: z.object({ _id: ZId.nullable(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  status: ZOrderStatus,
  date: z.string(),
  total: z.number(),
  createdAt: z.string(),
  Orderitems: z.array(ZOrderItem),
});
export type TOrder = z.infer<typeof ZOrder>;

/** One appointment as the customer's My Appointments page shows it (customer spec §3). */
export const ZCustomerAppointment = z.object({
  appointmentId: ZId,
  orderItemId: ZId,
  /** The treatment, whose other free times a reschedule offers. */
  serviceId: ZId,
  serviceName: z.string(),
  therapistName: z.string(),
  status: ZOrderStatus,
  date: z.string(),
  endtime: z.string(),
  duration: z.number(),
  price: z.number(),
  bookedAt: z.string(),
  orderId: ZId,
  /** What staff marked: completed or no-show; null until then. */
  outcome: ZItemOutcome.nullable(),
  /** False within 24 hours of the start (the terms): then the salon must be called. */
  cancellable: z.boolean(),
});
export type TCustomerAppointment = z.infer<typeof ZCustomerAppointment>;

/** Moving one of my appointments: the free slot of the same treatment it moves to. */
export const ZRescheduleRequest = z.object({ appointmentId: ZId });
export type TRescheduleRequest = z.infer<typeof ZRescheduleRequest>;

export const ZUserSummary = z.object({
  _id: ZId,
  name: z.string(),
  /** Null only for a walk-in customer the staff know by phone alone. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** The therapist row a therapist account is linked to (issue 15). */
  therapistId: ZId.nullable(),
  createdAt: z.string(),
  /** Someone signs in to it (a password, Google or a proved address): only its owner changes its e-mail. */
  claimed: z.boolean(),
  /** A staff invitation whose link is unused: an admin deletes it and invites again, nobody edits it. */
  invited: z.boolean(),
  /** The staff role that invitation gives once its link is used (the account stays a 'user' until then). */
  invitedRole: z.enum(USER_ROLES).nullable(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

/**
 * A user with one page of their orders, newest first (`?page=&pageSize=`, see admin-lists.ts), and the
 * figures the screen shows for all of them: how many, and when the first was placed ('Member Since').
 */
export const ZUserDetail = ZUserSummary.extend({
  orders: z.array(ZOrder),
  orderCount: z.number(),
  firstOrderAt: z.string().nullable(),
});
export type TUserDetail = z.infer<typeof ZUserDetail>;
