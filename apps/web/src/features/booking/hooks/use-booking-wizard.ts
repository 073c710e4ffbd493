import { ANY_THERAPIST, type TAppointment, zonedDateKey } from '@salon/shared';
import { type Dispatch, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { bookableSlots } from '@/features/catalog';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { UI_TIMINGS_MS } from '@/lib/ui-constants';
import { bookingText as t } from '../booking-messages';
import {
  EMPTY_SELECTION,
  onePerStartTime,
  paramsWithSelection,
  selectionFromParams,
  type WizardAction,
  type WizardSelection,
  type WizardTherapist,
  wizardDates,
  wizardDepth,
  wizardReducer,
  wizardTherapists,
  wizardTimes,
} from '../booking-wizard';

/** A wizard banner (spec §4: gone after 3 s); a success may offer the way to My Appointments. */
export interface WizardBanner {
  tone: 'success' | 'warning' | 'error';
  text: string;
  linkToOrders?: boolean;
}

/** Where the wizard's choices are kept: in the component (a dialog's) or in the address (the service page's). */
export type WizardStore = readonly [WizardSelection, Dispatch<WizardAction>];

/**
 * The service page's choices in the address (`?therapist=&date=&time=`, booking-wizard.ts): a choice that goes
 * a step further is a new history entry, so Back returns to the step before; changing a choice already made, or
 * clearing the time, replaces the entry.
 */
export function useAddressedSelection(): WizardStore {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const selection = useMemo(() => selectionFromParams(new URLSearchParams(search)), [search]);
  // The address as last rendered, for a dispatch made later (Confirm's, after its read): one stable function.
  const latest = useRef(search);
  latest.current = search;
  const dispatch = useCallback(
    (action: WizardAction) => {
      const current = new URLSearchParams(latest.current);
      const before = selectionFromParams(current);
      const next = wizardReducer(before, action);
      if (next === before) return;
      const written = paramsWithSelection(current, next).toString();
      latest.current = written;
      navigate(
        { search: written ? `?${written}` : '' },
        { replace: wizardDepth(next) <= wizardDepth(before), preventScrollReset: true },
      );
    },
    [navigate],
  );
  return [selection, dispatch] as const;
}

/**
 * State of the service page's chooser (and a reschedule's). When a refetch takes the chosen slot away, the
 * time is cleared and 'Selected time slot is no longer available' shows for 3 s (spec §4, §8). `store` keeps
 * the choices elsewhere than in the component (the address, `useAddressedSelection`); choices it holds that
 * the slots do not offer (an old address, a therapist no longer free) count for nothing.
 */
export function useBookingWizard(
  appointments: TAppointment[],
  timeZone: string = SALON_TIME_ZONE,
  store?: WizardStore,
) {
  const local = useReducer(wizardReducer, EMPTY_SELECTION);
  const [held, dispatch] = store ?? local;
  const [banner, setBanner] = useState<WizardBanner | null>(null);

  const slots = useMemo(() => bookableSlots(appointments, Date.now()), [appointments]);
  const therapists = useMemo(() => wizardTherapists(slots), [slots]);
  const selection = useMemo(() => offeredSelection(held, therapists, timeZone), [held, therapists, timeZone]);
  const dates = useMemo(() => wizardDates(slots, selection.therapistId, timeZone), [slots, selection, timeZone]);
  const times = useMemo(
    () => wizardTimes(slots, selection.therapistId, selection.dateKey, timeZone),
    [slots, selection, timeZone],
  );
  const anyTherapist: WizardTherapist = {
    _id: ANY_THERAPIST,
    name: t.anyTherapist(),
    imageUrl: null,
    slotCount: onePerStartTime(slots).length,
  };
  const therapist =
    selection.therapistId === ANY_THERAPIST
      ? anyTherapist
      : (therapists.find((t) => t._id === selection.therapistId) ?? null);
  // The chosen time is among the times shown (for any therapist, one slot standing for its start time).
  const slot = times.find((s) => s._id === selection.appointmentId) ?? null;

  useEffect(() => {
    if (selection.appointmentId && !times.some((s) => s._id === selection.appointmentId)) {
      dispatch({ type: 'clearTime' });
      setBanner({ tone: 'warning', text: t.slotGone() });
    }
  }, [times, selection.appointmentId, dispatch]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), UI_TIMINGS_MS.wizardBannerLife);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const clearTime = useCallback(() => dispatch({ type: 'clearTime' }), [dispatch]);
  /** A new banner restarts the 3 s even when its text is the same as the one showing. */
  const showBanner = useCallback((next: WizardBanner) => setBanner({ ...next }), []);

  return {
    slots,
    therapists,
    /** "Any therapist" is offered when more than one therapist has free times (null otherwise). */
    anyTherapist: therapists.length > 1 ? anyTherapist : null,
    dates,
    times,
    selection,
    therapist,
    slot,
    banner,
    chooseTherapist: (therapistId: string) => dispatch({ type: 'therapist', therapistId }),
    chooseDate: (dateKey: string) => dispatch({ type: 'date', dateKey }),
    chooseTime: (appointmentId: string) => dispatch({ type: 'time', appointmentId }),
    clearTime,
    showBanner,
  };
}

/**
 * The choices as far as the slots offer them: a therapist with free times (or any, when several have them),
 * a day from today on (a day without free times is the waitlist's).
 */
function offeredSelection(
  selection: WizardSelection,
  therapists: WizardTherapist[],
  timeZone: string,
): WizardSelection {
  const { therapistId, dateKey } = selection;
  const known =
    therapistId !== null &&
    (therapistId === ANY_THERAPIST ? therapists.length > 1 : therapists.some((t) => t._id === therapistId));
  if (!known) return therapistId === null ? selection : EMPTY_SELECTION;
  if (dateKey !== null && dateKey < zonedDateKey(new Date(), timeZone)) {
    return { therapistId, dateKey: null, appointmentId: null };
  }
  return selection;
}
