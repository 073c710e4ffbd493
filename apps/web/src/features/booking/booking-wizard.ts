import { ANY_THERAPIST, type TAppointment, zonedDateKey } from '@salon/shared';

/**
 * The three-step chooser of the service page (customer spec §2): therapist, then date, then time.
 * Pure functions over the service's slots, so the rules can be tested without a browser.
 */

export interface WizardSelection {
  /** A therapist's id, or `ANY_THERAPIST` for whoever is free at the chosen time. */
  therapistId: string | null;
  /** 'YYYY-MM-DD' on the salon's calendar. */
  dateKey: string | null;
  /** The chosen slot's id, or for any therapist its `anyTimeKey`. */
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

/** The time choice that stands for every therapist's slot at one start: the salon picks the slot on booking. */
export const anyTimeKey = (starttime: string) => `${ANY_THERAPIST}@${new Date(starttime).toISOString()}`;
export const isAnyTimeKey = (id: string) => id.startsWith(`${ANY_THERAPIST}@`);

/**
 * The union of several therapists' slots: one per start time (the first, so the earliest by the server's
 * order), carrying the `anyTimeKey` as its id. Slots must be sorted by start, as `bookableSlots` leaves them.
 */
export function onePerStartTime(slots: TAppointment[]): TAppointment[] {
  const byStart = new Map<string, TAppointment>();
  for (const slot of slots) {
    const key = anyTimeKey(slot.starttime);
    if (!byStart.has(key)) byStart.set(key, { ...slot, _id: key });
  }
  return [...byStart.values()];
}

/** Whether the chosen time is still among these bookable slots: that slot, or for any therapist any slot then. */
export function isStillOffered(slots: TAppointment[], chosenId: string): boolean {
  return slots.some((slot) => slot._id === chosenId || anyTimeKey(slot.starttime) === chosenId);
}

const ofTherapist = (slots: TAppointment[], therapistId: string) =>
  therapistId === ANY_THERAPIST ? slots : slots.filter((slot) => slot.therapistId._id === therapistId);

/** The distinct salon-calendar dates of a therapist's slots (every therapist's for any), sorted. */
export function wizardDates(slots: TAppointment[], therapistId: string | null, timeZone: string): string[] {
  if (!therapistId) return [];
  const keys = new Set(ofTherapist(slots, therapistId).map((slot) => zonedDateKey(new Date(slot.starttime), timeZone)));
  return [...keys].sort();
}

/** That therapist's slots on that salon date, earliest first; for any therapist, one per start time. */
export function wizardTimes(
  slots: TAppointment[],
  therapistId: string | null,
  dateKey: string | null,
  timeZone: string,
): TAppointment[] {
  if (!therapistId || !dateKey) return [];
  const onDate = ofTherapist(slots, therapistId).filter(
    (slot) => zonedDateKey(new Date(slot.starttime), timeZone) === dateKey,
  );
  return therapistId === ANY_THERAPIST ? onePerStartTime(onDate) : onDate;
}

/**
 * The service page keeps its choices in the address, so they outlive a reload and a step back: `?therapist=…&date=…&time=…`. Each is a real
 * GET form's field, so a choice tapped before the page's scripts have run still lands; each step is an entry
 * of the browser's history; a reload keeps what was chosen.
 */
export const WIZARD_PARAMS = { therapist: 'therapist', date: 'date', time: 'time' } as const;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The choices an address names; a date only with a therapist, a time only with a date, as the steps go. */
export function selectionFromParams(params: URLSearchParams): WizardSelection {
  const therapistId = params.get(WIZARD_PARAMS.therapist) || null;
  const date = params.get(WIZARD_PARAMS.date);
  const dateKey = therapistId && date && DATE_KEY.test(date) ? date : null;
  const appointmentId = (dateKey && params.get(WIZARD_PARAMS.time)) || null;
  return { therapistId, dateKey, appointmentId };
}

/** `params` with the wizard's fields set to `selection` (others, such as `?lang=`, kept). */
export function paramsWithSelection(params: URLSearchParams, selection: WizardSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  const fields: [string, string | null][] = [
    [WIZARD_PARAMS.therapist, selection.therapistId],
    [WIZARD_PARAMS.date, selection.dateKey],
    [WIZARD_PARAMS.time, selection.appointmentId],
  ];
  for (const [name, value] of fields) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** How many of the three steps are done: a choice that goes a step further is a new history entry. */
export const wizardDepth = (selection: WizardSelection): number =>
  (selection.therapistId ? 1 : 0) + (selection.dateKey ? 1 : 0) + (selection.appointmentId ? 1 : 0);
