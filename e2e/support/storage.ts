import type { Page } from '@playwright/test';

/** The browser-storage key of the locally booked appointments (spec §3). */
export const BOOKED_APPOINTMENTS_KEY = 'bookedAppointments';

export interface BookedAppointment {
  appointmentId: string;
  serviceName: string;
  therapistName: string;
  date: string;
  time: string;
  duration: number;
  status: string;
  bookedAt: string;
}

/** One locally booked appointment with the fields of spec §3; override what a test cares about. */
export function bookedAppointment(overrides: Partial<BookedAppointment> = {}): BookedAppointment {
  return {
    appointmentId: `e2e-${Math.random().toString(36).slice(2, 10)}`,
    serviceName: 'Classic Manicure',
    therapistName: 'Sara',
    date: '2030-01-15',
    time: '10:00 AM',
    duration: 45,
    status: 'pending',
    bookedAt: new Date().toISOString(),
    ...overrides,
  };
}

/**
 * Puts the given appointments into localStorage before any of the app's scripts run, on this and every
 * later page load of the test, so the app starts with exactly this list. Call before page.goto.
 */
export async function seedBookedAppointments(page: Page, appointments: BookedAppointment[]): Promise<void> {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: BOOKED_APPOINTMENTS_KEY,
    value: JSON.stringify(appointments),
  });
}
