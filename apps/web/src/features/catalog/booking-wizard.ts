import { type TAppointment, zonedDateKey } from '@salon/shared';

/**
 * The three-step chooser of the service page (customer spec §2): therapist, then date, then time.
 * Pure functions over the service's slots, so the rules can be tested without a browser.
 */

export interface WizardSelection {
  therapistId: string | null;
  /** 'YYYY-MM-DD' on the salon's calendar. */
  dateKey: string | null;
  appointmentId: string | null;
}

export type WizardAction =
  | { type: 'therapist'; therapistId: string }
  | { type: 'date'; dateKey: string }
  | { type: 'time'; appointmentId: string }
  | { type: 'clearTime' };

export const EMPTY_SELECTION: WizardSelection = { therapistId: null, dateKey: null, appointmentId: null };

/** Changing the therapist clears date and time; changing the date clears the time. */
export function wizardReducer(state: WizardSelection, action: WizardAction): WizardSelection {
  switch (action.type) {
    case 'therapist':
      return state.therapistId === action.therapistId
        ? state
        : { therapistId: action.therapistId, dateKey: null, appointmentId: null };
    case 'date':
      return state.dateKey === action.dateKey ? state : { ...state, dateKey: action.dateKey, appointmentId: null };
    case 'time':
      return { ...state, appointmentId: action.appointmentId };
    case 'clearTime':
      return { ...state, appointmentId: null };
  }
}

/** Only free slots with a start time ahead of now are offered (spec §4), earliest first. */
export function bookableSlots(appointments: TAppointment[], now: number): TAppointment[] {
  return appointments
    .filter((slot) => !slot.reserved && slot.starttime && Date.parse(slot.starttime) > now)
    .sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
}

export interface WizardTherapist {
  _id: string;
  name: string;
  imageUrl: string | null;
  slotCount: number;
}

/** Therapists with at least one bookable slot, by name. */
export function wizardTherapists(slots: TAppointment[]): WizardTherapist[] {
  const byId = new Map<string, WizardTherapist>();
  for (const slot of slots) {
    const therapist = slot.therapistId;
    const entry = byId.get(therapist._id);
    if (entry) entry.slotCount++;
    else byId.set(therapist._id, { ...therapist, slotCount: 1 });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The distinct salon-calendar dates of a therapist's slots, sorted. */
export function wizardDates(slots: TAppointment[], therapistId: string | null, timeZone: string): string[] {
  if (!therapistId) return [];
  const keys = new Set(
    slots
      .filter((slot) => slot.therapistId._id === therapistId)
      .map((slot) => zonedDateKey(new Date(slot.starttime), timeZone)),
  );
  return [...keys].sort();
}

/** That therapist's slots on that salon date, earliest first. */
export function wizardTimes(
  slots: TAppointment[],
  therapistId: string | null,
  dateKey: string | null,
  timeZone: string,
): TAppointment[] {
  if (!therapistId || !dateKey) return [];
  return slots.filter(
    (slot) => slot.therapistId._id === therapistId && zonedDateKey(new Date(slot.starttime), timeZone) === dateKey,
  );
}
