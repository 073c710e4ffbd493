import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { expect, type Page, test } from '../support/test';

/** Each account page, and what shows it has rendered (the Google button comes after the providers call). */
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/login',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible();
    },
  },
  {
    path: '/signup',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue with Google', exact: true })).toBeVisible();
    },
  },
  {
    path: '/forgot-password',
    ready: (page) => expect(page.getByRole('button', { name: 'Send Reset Link', exact: true })).toBeVisible(),
  },
  {
    path: '/reset-password?token=x',
    ready: (page) => expect(page.getByRole('button', { name: 'Reset Password', exact: true })).toBeVisible(),
  },
  {
    path: '/complete-profile',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('amal@e2e.test');
    },
  },
];

/** What a Google sign-in with an unfinished profile leaves behind, so /complete-profile stays put. */
async function seedTempCredentials(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('temp_token', 'e2e-temporary-token');
    window.localStorage.setItem(
      'temp_user',
      JSON.stringify({ name: 'Amal Rahman', email: 'amal@e2e.test', isCompleted: false }),
    );
  });
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`account pages on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const { path, ready } of PAGES) {
      test(`${path}: no serious or critical violations, no sideways scrolling`, async ({ page }) => {
        if (path === '/complete-profile') await seedTempCredentials(page);
        await page.goto(path);
        await ready(page);
        await expect(page).toHaveURL(path);
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      });
    }
  });
}
