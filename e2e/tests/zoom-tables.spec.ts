import { createRequire } from 'node:module';
import { newAccount, registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// Issue 27: at 200 % zoom (a 1366 × 768 laptop zoomed in: 683 × 384 CSS pixels at a device scale of 2) the
// dashboard's orders list cut its buttons mid-word. Every button and button-like link of the list shows its
// whole text, inside the part of the page one can see, in English and Arabic.
test.use({ viewport: { width: 683, height: 384 }, deviceScaleFactor: 2 });

const require = createRequire(import.meta.url);
const ordersWords = (language: 'en' | 'ar') =>
  require(`../../apps/web/src/features/orders/i18n/${language}.json`) as Record<'viewDetails', string>;

/** Books one slot of the coming week for a new customer, through the API. */
async function bookOneOrder(request: APIRequestContext): Promise<void> {
  const customer = newAccount('zoom');
  await registerAccount(request, customer);
  const login = await request.post('/api/users/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const services = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const weekAhead = Date.now() + 7 * 24 * 3600_000;
  const slots: string[] = [];
  for (const service of services.slice(0, 6)) {
    const detail = (await (await request.get(`/api/services/${service._id}`)).json()) as {
      appointments: { _id: string; starttime: string }[];
    };
    slots.push(...detail.appointments.filter((slot) => Date.parse(slot.starttime) < weekAhead).map((slot) => slot._id));
  }
  for (const slot of slots.sort(() => Math.random() - 0.5).slice(0, 5)) {
    const response = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: { orderItems: [{ AppointmentId: slot }] },
    });
    if (response.status() === 201) return;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free slot to book');
}

/** Each button or button-like link in `selector` whose text does not fit it or that is cut off from view. */
function clippedControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const clipped: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return ['(no list)'];
    for (const control of Array.from(root.querySelectorAll<HTMLElement>('button, a[href]'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = control.textContent?.trim() || control.getAttribute('aria-label') || control.outerHTML.slice(0, 60);
      if (control.scrollWidth > control.clientWidth + 1) clipped.push(`${name}: text wider than the button`);
      // Cut by a scrolling or clipping box around it, or by the page's edge.
      for (let box2: HTMLElement | null = control.parentElement; box2; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowX === 'visible') continue;
        const outer = box2.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          clipped.push(`${name}: cut off by its ${box2.tagName.toLowerCase()}`);
          break;
        }
      }
      if (box.left < -1 || box.right > document.documentElement.clientWidth + 1) clipped.push(`${name}: off the page`);
    }
    return clipped;
  }, selector);
}

test.beforeAll(async ({ request }) => {
  await bookOneOrder(request);
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: at 200 % zoom the orders list shows every button whole`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    await page.goto(`/dashboard?tab=orders${language === 'ar' ? '&lang=ar' : ''}`);
    const viewDetails = page.locator('main a[href^="/dashboard/orders/"]').filter({ visible: true }).first();
    await expect(viewDetails).toBeVisible({ timeout: DASHBOARD_FIRST_LOAD_MS });
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(viewDetails).toContainText(ordersWords(language).viewDetails);
    expect(await clippedControls(page, '[role="tabpanel"]')).toEqual([]);
    // A 1536 px screen at 200 % (768 px) and a tablet (1024 px) get the cards too; where the table takes over
    // (1280 px and up: a laptop at 100 %), it fits.
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 700 });
      await expect(page.getByRole('table')).toBeHidden();
      expect(await clippedControls(page, '[role="tabpanel"]')).toEqual([]);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(page.getByRole('table')).toBeVisible();
    expect(await clippedControls(page, '[role="tabpanel"]')).toEqual([]);
  });
}
