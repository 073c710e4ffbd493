import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { BOOKED_APPOINTMENTS_KEY, type BookedAppointment } from './storage';

/** The id of a demo service, looked up by its name in the public list. */
export async function serviceIdByName(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/services');
  expect(response.status()).toBe(200);
  const services = (await response.json()) as { _id: string; name: string }[];
  const service = services.find((candidate) => candidate.name === name);
  if (!service) throw new Error(`No demo service named ${name}`);
  return service._id;
}

/** The service page's chooser, by its steps' headings (customer spec §2). */
export function bookingWizard(page: Page) {
  return {
    step: (title: 'Choose Therapist' | 'Pick Date' | 'Choose Time') => page.getByRole('region', { name: title }),
    confirm: page.getByRole('button', { name: 'Confirm Booking', exact: true }),
  };
}

export interface ChosenSlot {
  /** The date button's text, e.g. 'Sun, Dec 7, 2025' (salon calendar). */
  date: string;
  /** 'hh:mm AM' on the salon's clock. */
  time: string;
}

/**
 * Picks the therapist, the LAST date offered (two weeks ahead in the demo data, far beyond the 24-hour
 * cancellation limit) and the given time, on an open service page.
 */
export async function chooseSlot(page: Page, therapist: string, time: string): Promise<ChosenSlot> {
  const wizard = bookingWizard(page);
  await wizard
    .step('Choose Therapist')
    .getByRole('button', { name: new RegExp(therapist) })
    .click();
  const lastDate = wizard.step('Pick Date').getByRole('button').last();
  const date = (await lastDate.textContent())?.trim() ?? '';
  await lastDate.click();
  await wizard
    .step('Choose Time')
    .getByRole('button', { name: new RegExp(`^${time} `) })
    .click();
  return { date, time };
}

/** The time buttons offered on the given therapist's last date. */
export async function offeredTimes(page: Page, therapist: string, date: string): Promise<string[]> {
  const wizard = bookingWizard(page);
  await wizard
    .step('Choose Therapist')
    .getByRole('button', { name: new RegExp(therapist) })
    .click();
  await wizard.step('Pick Date').getByRole('button', { name: date, exact: true }).click();
  const buttons = wizard.step('Choose Time').getByRole('button');
  await expect(buttons.first()).toBeVisible();
  return (await buttons.allTextContents()).map((text) => text.replace(/\s*\d+\s*min$/, '').trim());
}

/** The locally booked appointments as the app stored them. */
export async function readBookedAppointments(page: Page): Promise<BookedAppointment[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), BOOKED_APPOINTMENTS_KEY);
  return raw ? (JSON.parse(raw) as BookedAppointment[]) : [];
}

/** One My Appointments card, by its service name. */
export function appointmentCard(page: Page, serviceName: string) {
  return page.getByRole('article', { name: serviceName, exact: true });
}
