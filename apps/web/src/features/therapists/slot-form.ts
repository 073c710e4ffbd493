import {
  MESSAGES,
  salonDateTimeInputToUtc,
  type TAppointment,
  type TAppointmentInput,
  toSalonDateTimeInput,
  ZAppointmentInput,
} from '@salon/shared';
import { z } from 'zod';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';

const m = MESSAGES.catalog;

/**
 * The therapist page's slot form (admin spec §5): ZAppointmentInput's service and duration rules, with
 * the start typed on the salon's clock in a datetime-local input and checked to lie ahead.
 */
export function slotFormSchema(timeZone: string = SALON_TIME_ZONE, now: () => number = Date.now) {
  return z.object({
    serviceId: ZAppointmentInput.shape.serviceId,
    // One check at a time: a missing start is not also reported as "not in the future".
    starttime: z.string({ error: m.starttimeRequired }).transform((value, ctx) => {
      const instant = value.trim() ? salonDateTimeInputToUtc(value.trim(), timeZone) : undefined;
      if (!instant) {
        ctx.addIssue({ code: 'custom', message: m.starttimeRequired });
        return z.NEVER;
      }
      if (instant.getTime() <= now()) {
        ctx.addIssue({ code: 'custom', message: m.starttimeFuture });
        return z.NEVER;
      }
      return instant.toISOString();
    }),
    duration: ZAppointmentInput.shape.duration,
  });
}

export interface SlotFormValues {
  serviceId: string;
  /** 'YYYY-MM-DDTHH:mm' on the salon's clock. */
  starttime: string;
  duration: string;
}

export const EMPTY_SLOT_FORM: SlotFormValues = { serviceId: '', starttime: '', duration: '60' };

export function slotToFormValues(slot: TAppointment, timeZone: string = SALON_TIME_ZONE): SlotFormValues {
  return {
    serviceId: slot.serviceId._id,
    starttime: toSalonDateTimeInput(slot.starttime, timeZone),
    duration: String(slot.duration),
  };
}

export type SlotFormOutput = TAppointmentInput;
