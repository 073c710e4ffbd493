import { describeWeek } from '../../packages/shared/src/opening-hours';
import type { TSalonHours } from '../../packages/shared/src/schemas/hours';
import { SALON, SERVICE_GROUPS } from '../support/salon';
import { expect, type Page, test } from '../support/test';

async function expectHomePage(page: Page): Promise<void> {
  await expect(page.locator('#home').getByRole('heading', { level: 1 })).toBeVisible();
  for (const group of SERVICE_GROUPS) {
    await expect(page.locator('#services').getByRole('heading', { name: group.name, exact: true })).toBeVisible();
  }
  await expect(page.locator('#contact').getByRole('heading', { name: 'Visit Us', exact: true })).toBeVisible();
}

test.describe('home page', () => {
  test('hero leads to the services with Book Your Experience', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    const book = hero.getByRole('link', { name: 'Book Your Experience' });
    await expect(book).toHaveAttribute('href', '/services');
    await book.click();
    await expect(page).toHaveURL('/services');
  });

  test('shows the four service groups and the marketing claims', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('#services');
    for (const group of SERVICE_GROUPS) {
      await expect(services.getByRole('heading', { name: group.name, exact: true })).toBeVisible();
    }
    await expect(page.locator('body')).toContainText(/500\+\s*happy clients/i);
    await expect(page.locator('body')).toContainText(/5000\+\s*treatments/i);
  });

  test('has the about section', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    await about.scrollIntoViewIfNeeded();
    await expect(about).toBeVisible();
    await expect(about.getByRole('heading').first()).toBeVisible();
  });

  test('Visit Us shows the phones, e-mails, address and opening hours', async ({ page, request }) => {
    // The hours are the server's (set in the dashboard's Hours tab), said as runs of days.
    const { week } = (await (await request.get('/api/salon-hours')).json()) as TSalonHours;
    const hours = describeWeek(week).map((line) => line.days);
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.getByRole('heading', { name: 'Visit Us', exact: true })).toBeVisible();
    for (const card of ['Call Us', 'Email', 'Location', 'Hours']) {
      await expect(contact.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    for (const text of [...SALON.phones, ...SALON.emails, SALON.address.line1, SALON.address.line2, ...hours]) {
      await expect(contact, `Visit Us shows ${text}`).toContainText(text);
    }
  });

  test('Follow Us links to Instagram, Facebook and Twitter', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByText('Follow Us', { exact: true })).toBeVisible();
    for (const network of SALON.social) {
      const link = contact.getByRole('link', { name: network.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', /.+/);
    }
  });

  test('/home shows the same page', async ({ page }) => {
    await page.goto('/home');
    await expectHomePage(page);
  });

  test('the API serves the demo categories, one per service group', async ({ request }) => {
    const response = await request.get('/api/categories');
    expect(response.status()).toBe(200);
    const categories = (await response.json()) as Array<{ _id: string; name: string }>;
    expect(categories.map((category) => category.name)).toEqual(
      expect.arrayContaining(SERVICE_GROUPS.map((group) => group.name)),
    );
    for (const category of categories) expect(category._id).toEqual(expect.any(String));
  });
});
