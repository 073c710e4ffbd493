import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { localDateKey } from '../../packages/shared/src/opening-hours';
import { addLocalDays, salonDateTimeToUtc, zonedParts } from '../../packages/shared/src/time';
import { uniqueTag } from './accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';
import { signInForReal } from './session';

/** The salon's clock (admin spec §9): every time a guest or the admin sees is read in this zone. */
export const SALON_TIME_ZONE = 'Asia/Dubai';

/** The first open day (Tuesday to Sunday, the default week) on or after a local date. */
function openDayFrom(date: { year: number; month: number; day: number }): { year: number; month: number; day: number } {
  for (let offset = 0; ; offset++) {
    const day = addLocalDays(date, offset);
    if (day.weekday !== 1) return day;
  }
}

/** The salon's first open day at least `minDays` days from today. */
export function salonDayFrom(minDays: number): string {
  return localDateKey(openDayFrom(addLocalDays(zonedParts(new Date(), SALON_TIME_ZONE), minDays)));
}

/**
 * `count` back-to-back half hours inside the default opening hours (09:00–20:00, Monday closed), from the
 * first open day at least `minDays` ahead.
 */
export function openHalfHours(count: number, minDays: number): string[] {
  const starts: string[] = [];
  let day = openDayFrom(addLocalDays(zonedParts(new Date(), SALON_TIME_ZONE), minDays));
  let minute = 9 * 60;
  while (starts.length < count) {
    if (minute + 30 > 20 * 60) {
      day = openDayFrom(addLocalDays(day, 1));
      minute = 9 * 60;
    }
    const time = `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
    starts.push(salonDateTimeToUtc(localDateKey(day), time, SALON_TIME_ZONE)!.toISOString());
    minute += 30;
  }
  return starts;
}

/**
 * A real 8×8 RGB PNG (valid CRCs, decodable by the server's image library), for the image pickers. The
 * server judges an upload by its content, so a renamed text file would not do.
 */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAgklEQVR42gXBkRYAIAxA0f3PMAzDIAiCQTAIw2G4c95Xd6+gA13oRg960UAfmkIZ' +
    'lEXZlEO5lKA8Sgp1UBd1Uw/1UoP6qCm0QVu0TTu0Swvao6XQB33RN/3QLz3oj57CHMzF3MzDvMxgPmYKNrCFbexgFwvsYSn4wBe+8YNfPPCH5wfA' +
    'O08ByAGh2QAAAABJRU5ErkJggg==',
  'base64',
);

/** The file a test hands to setInputFiles. */
export function tinyPngFile(name = 'treatment.png') {
  return { name, mimeType: 'image/png', buffer: TINY_PNG };
}

/** A short random suffix, so every run's categories, services and therapists have names of their own. */
export function runTag(): string {
  return uniqueTag().slice(0, 6);
}

/** '09:00 AM' on the salon's clock, the form the spec writes (a plain space before AM/PM). */
export function salonTime(instant: string | Date, timeZone = SALON_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true })
    .format(new Date(instant))
    .replace(/\u202f/g, ' ');
}

/** 'Tue, Jun 10, 2025' on the salon's calendar (en-US, customer spec §2). */
export function salonDate(instant: string | Date, timeZone = SALON_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));
}

/**
 * Signs the browser in as the seeded admin for real (the server's session cookie, and `auth_model` as the
 * login page writes it). Returns the login answer's token, a bearer credential for API calls made with the
 * test's own request context, which does not share the browser's cookies.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  return (await signInForReal(page, ADMIN_EMAIL, ADMIN_PASSWORD)).token;
}

export interface ApiSlot {
  _id: string;
  starttime: string;
  endtime: string;
  duration: number;
  reserved: boolean;
  serviceId: { _id: string; name: string };
  therapistId: { _id: string; name: string };
}

export interface ApiServiceDetail {
  _id: string;
  name: string;
  price: number;
  discount: number;
  imageUrl: string | null;
  category: { name: string };
  appointments: ApiSlot[];
}

/** A service as the public API serves it, found by name, with its slots (GET /api/services/:id). */
export async function serviceDetailByName(request: APIRequestContext, name: string): Promise<ApiServiceDetail> {
  const list = await request.get('/api/services');
  expect(list.status()).toBe(200);
  const services = (await list.json()) as { _id: string; name: string }[];
  const found = services.find((service) => service.name === name);
  if (!found) throw new Error(`No service named ${name}`);
  const detail = await request.get(`/api/services/${found._id}`);
  expect(detail.status()).toBe(200);
  return (await detail.json()) as ApiServiceDetail;
}

/**
 * A therapist of this run's own with a few slots of a phone-only demo service (so the public chooser never
 * offers them), made through the API: for tests that need a therapist page without building one by hand.
 */
export async function createTherapistWithSlots(
  request: APIRequestContext,
  token: string,
  serviceName: string,
  count: number,
): Promise<{ id: string; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const name = `Noura Api ${runTag()}`;
  const created = await request.post('/api/therapists', {
    headers,
    data: { name, bio: 'Scalp treatments and restorative hair rituals' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const therapist = (await created.json()) as { _id: string };
  const service = await serviceDetailByName(request, serviceName);
  // From 10:00 on an open day (not Monday) a few days ahead, every two hours: inside the opening hours.
  const day = salonDayFrom(3);
  for (let n = 0; n < count; n++) {
    const starttime = salonDateTimeToUtc(day, `${10 + 2 * n}:00`, SALON_TIME_ZONE)!.toISOString();
    const slot = await request.post(`/api/therapists/${therapist._id}/appointments`, {
      headers,
      data: { serviceId: service._id, starttime, duration: 60 },
    });
    expect(slot.status(), await slot.text()).toBe(201);
  }
  return { id: therapist._id, name };
}
