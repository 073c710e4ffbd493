import { useSyncExternalStore } from 'react';
import { countBookedAppointments, subscribeToBookedAppointments } from './booked-appointments-store';

/** The live count behind the header's orders badge. */
export function useBookedAppointmentsCount(): number {
  return useSyncExternalStore(subscribeToBookedAppointments, countBookedAppointments, () => 0);
}
