// The dashboard as staff see it: Debian's Chromium opens /dashboard signed in as the admin, then each tab,
// a customer's page and a therapist's page, and each is timed from the navigation or click until its
// content shows (not a spinner: the first entry of its list, with no "Loading…" left in it).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const TABS = ['overview', 'orders', 'services', 'categories', 'therapists', 'problems', 'users'];
const DAY_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_MS = 15_000;

/** Resolves once `scope` shows its first entry (a table row or list item) and no loading text. */
async function contentShown(scope) {
  await scope.locator('tbody tr:visible, li:visible').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  await loadingGone(scope);
}

/** Resolves once no "Loading…" text shows in `scope` (screen-reader-only texts do not count). */
async function loadingGone(scope) {
  await scope
    .getByText(/Loading/)
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
}

/**
 * The overview is ready when all its parts are (the calendar, today's therapists, the reserved list and
 * the month's report): none says "Loading…" and the reserved list shows its first row.
 */
async function overviewShown(page) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('heading', { name: /^Reports: / }).waitFor({ timeout: TIMEOUT_MS });
  await contentShown(panel);
}

/**
 * Moves the app to `path` as a click on one of its links does (no page load): the router follows the
 * history. Staff reach a customer or a therapist from a list whose first page need not show them.
 */
async function openInApp(page, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function timed(work) {
  const started = performance.now();
  try {
    await work();
    return Math.round(performance.now() - started);
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  }
}

/**
 * `admin` is the admin's row (name, email, phone) and `token` a session token of theirs. The session
 * travels in the server's HttpOnly cookie; `auth_model` is what the web app itself reads to show the
 * dashboard (as the login page writes it, token null).
 */
export async function measureDashboard({ base, token, admin, userId, therapistId }) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const expires = Math.floor((Date.now() + DAY_MS) / 1000);
    const model = {
      isAuthenticated: true,
      user: {
        name: admin.name,
        email: admin.email,
        role: 'admin',
        isCompleted: true,
        phone: admin.phone ?? undefined,
        emailVerified: true,
      },
      token: null,
      expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
    };
    await context.addCookies([
      { name: 'salon_session', value: token, url: base, httpOnly: true, sameSite: 'Lax', expires },
      { name: 'auth_model', value: encodeURIComponent(JSON.stringify(model)), url: base, sameSite: 'Strict', expires },
    ]);
    const page = await context.newPage();
    const times = {};
    // The first visit loads the app's code too (from loopback, compressed); the tabs after it do not.
    times['open /dashboard (overview)'] = await timed(async () => {
      await page.goto(`${base}/dashboard`);
      await overviewShown(page);
    });
    for (const tab of TABS.slice(1)) {
      times[tab] = await timed(async () => {
        await page.getByRole('tab', { name: new RegExp(`^${tab}$`, 'i') }).click();
        await contentShown(page.getByRole('tabpanel'));
      });
    }
    times['overview (back to it)'] = await timed(async () => {
      await page.getByRole('tab', { name: /^overview$/i }).click();
      await overviewShown(page);
    });
    times['user detail'] = await timed(async () => {
      await openInApp(page, `/dashboard/users/${userId}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: TIMEOUT_MS });
      await contentShown(page.locator('main'));
    });
    times['therapist detail'] = await timed(async () => {
      await openInApp(page, `/dashboard/therapists/${therapistId}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: TIMEOUT_MS });
      await contentShown(page.locator('main'));
    });
    return { times };
  } finally {
    await browser.close();
  }
}
