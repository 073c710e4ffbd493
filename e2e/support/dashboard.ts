import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { TOrder } from '../../packages/shared/src/schemas/orders';
import { addLocalDays, zonedDateKey, zonedParts } from '../../packages/shared/src/time';
import { formatDateKey } from '../../packages/shared/src/time-format';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './env';

/** The salon's zone: the app shows every date and time in it, whatever the browser's zone. */
export const SALON_TZ = 'Asia/Dubai';

/**
 * How long a walk waits for the dashboard's first screen in a fresh browser, which fetches and compiles the
 * dashboard's code: about 4 s on a quiet machine here, more under the suite's load. Speed is Lighthouse's and
 * the bench's to judge, not the walks'.
 */
export const DASHBOARD_FIRST_LOAD_MS = 15_000;

/** 'YYYY-MM-DD' of the salon day `offset` days from today. */
export function salonDay(offset: number, now = new Date()): string {
  const day = addLocalDays(zonedParts(now, SALON_TZ), offset);
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** 0 = Sunday … 6 = Saturday, for a salon day key. */
export function weekdayOf(dayKey: string): number {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export const dayLabel = (dayKey: string) => formatDateKey(dayKey, SALON_TZ);

/** The salon day of an instant, e.g. an appointment's start. */
export const salonDayOf = (instant: string) => zonedDateKey(new Date(instant), SALON_TZ);

/** The seeded administrator's bearer token, for checking what the server stored. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The orders whose customer name, phone or e-mail matches `search`: GET /api/orders answers a page at a time
 * (issue 13), so a spec asks for its own customer's rather than for a first page other specs may fill.
 */
export async function allOrders(request: APIRequestContext, token: string, search: string): Promise<TOrder[]> {
  const query = new URLSearchParams({ q: search, pageSize: '200' });
  const response = await request.get(`/api/orders?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TOrder[];
}

/** The overview's calendar, once the orders and the month's report have loaded. */
export async function openOverview(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Weekly Overview' })).toBeVisible({
    timeout: DASHBOARD_FIRST_LOAD_MS,
  });
  await expect(page.getByRole('heading', { name: /^Reports: / })).toBeVisible();
  await expect(page.getByText('Loading orders…')).toHaveCount(0);
  return page.locator('section[aria-labelledby="orders-calendar-heading"]');
}

/**
 * Opens the manual order dialog by clicking the day in the month view, moving to the next month first when
 * the day lies there. The click lands on the cell's corner, where no appointment link covers the day.
 */
export async function openDayInCalendar(page: Page, calendar: Locator, dayKey: string): Promise<Locator> {
  if (dayKey.slice(0, 7) !== salonDay(0).slice(0, 7)) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  const day = calendar.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(dayLabel(dayKey))}, .*Add a manual order$`),
  });
  await day.click({ position: { x: 6, y: 6 } });
  const dialog = page.getByRole('dialog', { name: 'Manual Order Creation' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
