import { useSyncExternalStore } from 'react';
import { subscribeToBookedAppointments } from '../booked-appointments-store';
import { type LocalAppointment, readLocalAppointments } from '../local-appointments';

const NONE: LocalAppointment[] = [];

/** The locally booked appointments, live: changes from this tab and from others re-render. */
export function useLocalAppointments(): LocalAppointment[] {
  return useSyncExternalStore(subscribeToBookedAppointments, readLocalAppointments, () => NONE);
}
