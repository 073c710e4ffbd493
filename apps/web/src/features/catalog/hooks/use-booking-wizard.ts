import { ANY_THERAPIST, type TAppointment } from '@salon/shared';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { UI_TIMINGS_MS } from '../../../lib/ui-constants';
import {
  bookableSlots,
  EMPTY_SELECTION,
  onePerStartTime,
  type WizardTherapist,
  wizardDates,
  wizardReducer,
  wizardTherapists,
  wizardTimes,
} from '../booking-wizard';
import { WIZARD_MESSAGES } from '../booking-wizard-messages';
import { catalogText } from '../catalog-messages';

/** A wizard banner (spec §4: gone after 3 s); a success may offer the way to My Appointments. */
export interface WizardBanner {
  tone: 'success' | 'warning' | 'error';
  text: string;
  linkToOrders?: boolean;
}

/**
 * State of the service page's chooser. When a refetch takes the chosen slot away, the time is cleared
 * and 'Selected time slot is no longer available' shows for 3 s (spec §4, §8).
 */
export function useBookingWizard(appointments: TAppointment[], timeZone: string = SALON_TIME_ZONE) {
  const [selection, dispatch] = useReducer(wizardReducer, EMPTY_SELECTION);
  const [banner, setBanner] = useState<WizardBanner | null>(null);

  const slots = useMemo(() => bookableSlots(appointments, Date.now()), [appointments]);
  const therapists = useMemo(() => wizardTherapists(slots), [slots]);
  const dates = useMemo(() => wizardDates(slots, selection.therapistId, timeZone), [slots, selection, timeZone]);
  const times = useMemo(
    () => wizardTimes(slots, selection.therapistId, selection.dateKey, timeZone),
    [slots, selection, timeZone],
  );
  const anyTherapist: WizardTherapist = {
    _id: ANY_THERAPIST,
    name: WIZARD_MESSAGES.anyTherapist,
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
      setBanner({ tone: 'warning', text: catalogText.slotGone() });
    }
  }, [times, selection.appointmentId]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), UI_TIMINGS_MS.wizardBannerLife);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const clearTime = useCallback(() => dispatch({ type: 'clearTime' }), []);
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
