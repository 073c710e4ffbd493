import { STORAGE_KEYS } from '@/lib/ui-constants';

/**
 * Dispatched on window by any code that changes localStorage.bookedAppointments in this tab.
 * The 'storage' event only fires in *other* tabs, so this is how the header badge hears about
 * changes made on the current page.
 */
export const BOOKED_APPOINTMENTS_CHANGED = 'booked-appointments-changed';

export function notifyBookedAppointmentsChanged(): void {
  window.dispatchEvent(new Event(BOOKED_APPOINTMENTS_CHANGED));
}

/** Number of locally booked appointments; anything that is not a JSON array counts as none. */
export function countBookedAppointments(): number {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.bookedAppointments) ?? '[]');
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/** Subscribes to changes from this tab (custom event) and from other tabs (storage event). */
export function subscribeToBookedAppointments(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab clears all of localStorage.
    if (event.key === null || event.key === STORAGE_KEYS.bookedAppointments) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(BOOKED_APPOINTMENTS_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(BOOKED_APPOINTMENTS_CHANGED, onChange);
  };
}
