import { createRequire } from 'node:module';
import { newAccount, registerAccount } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

// The privacy policy names every cookie the site sets (issue 27, finding 5), with what it is for and how long
// it lasts, in English and Arabic: the test signs in through the form as a customer would, starts a sign-in
// with Google (whose short-lived cookie exists only then), and compares the cookies the browser then holds
// with those the policy lists.

type Texts = Record<string, string>;
const catalogue = (file: string, lang: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/${lang}.json`) as Texts;

const DAY_S = 24 * 60 * 60;

async function signInThroughForm(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const ui = catalogue('components/ui', lang);
  const auth = catalogue('features/auth', lang);
  await page.goto(`/login?lang=${lang}`);
  await page.getByLabel(ui.emailLabel!, { exact: true }).fill(email);
  await page.getByLabel(auth.password!, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
  await expect(page).toHaveURL('/');
}

for (const [lang, viewport] of [
  ['en', { width: 390, height: 844 }],
  ['ar', { width: 1366, height: 768 }],
] as const) {
  test(`${lang}: the privacy policy lists every cookie the browser holds after signing in, with its purpose and lifetime`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const customer = newAccount(`cookies-${lang}`);
    await registerAccount(page.request, customer);
    await signInThroughForm(page, lang, customer.email, customer.password);
    // The first leg of a Google sign-in sets its flow cookie, then sends the browser to Google.
    const google = await page.context().request.get('/api/users/auth/google', { maxRedirects: 0 });
    expect(google.status(), 'the server sends the browser to Google').toBe(302);

    const held = await page.context().cookies();
    const heldNames = [...new Set(held.map((cookie) => cookie.name))].sort();
    expect(heldNames.length, 'session, page session, language and Google flow').toBeGreaterThanOrEqual(3);

    await page.goto(`/privacy-policy?lang=${lang}`);
    const section = page.locator('section#cookies');
    const listed = section.getByRole('list', { name: catalogue('features/legal', lang).cookiesLabel });
    await expect(listed).toBeVisible();
    const named = (await listed.locator('code').allTextContents()).map((name) => name.trim()).sort();
    expect(named, 'the policy names exactly the cookies the browser holds').toEqual(heldNames);

    // Each named cookie says what it is for and how long it lasts, and the lifetime is the one the browser got.
    const now = Date.now() / 1000;
    for (const cookie of held) {
      const row = listed.getByRole('listitem').filter({ has: page.locator('code', { hasText: cookie.name }) });
      await expect(row.getByRole('definition')).toHaveCount(2);
      for (const text of await row.getByRole('definition').allTextContents()) expect(text.trim()).not.toBe('');
      if (cookie.expires > 0 && cookie.expires - now < 60 * DAY_S) {
        const days = Math.round((cookie.expires - now) / DAY_S);
        const minutes = Math.round((cookie.expires - now) / 60);
        await expect(row).toContainText(days >= 1 ? String(days) : String(minutes));
      }
    }
  });
}
