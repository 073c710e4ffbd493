import { SALON } from '../support/salon';
import { expectScrolledInto } from '../support/scroll';
import { expect, type Page, test } from '../support/test';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const anyOf = (texts: readonly string[]) => new RegExp(texts.map(escapeRegExp).join('|'));

async function expectHeadings(page: Page, names: RegExp[]): Promise<void> {
  const main = page.getByRole('main');
  for (const name of names) {
    await expect(main.getByRole('heading', { name }).first(), `a heading matching ${name}`).toBeVisible();
  }
}

test.describe('about page', () => {
  test('shows the four stats', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    for (const stat of ['1000+', '12+', '4.9', '25+']) {
      await expect(main.getByText(stat, { exact: true }).first(), `stat ${stat}`).toBeVisible();
    }
  });

  test('the three tabs switch the panel', async ({ page }) => {
    await page.goto('/about');
    const tabs = ['Our Story', 'Our Values', 'Client Stories'].map((name) =>
      page.getByRole('tab', { name, exact: true }),
    );
    const panel = page.getByRole('tabpanel');
    for (const tab of tabs) await expect(tab).toBeVisible();
    await expect(tabs[0]!).toHaveAttribute('aria-selected', 'true');

    const seen = new Set<string>();
    for (const tab of [tabs[1]!, tabs[2]!, tabs[0]!]) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      for (const other of tabs.filter((candidate) => candidate !== tab)) {
        await expect(other).toHaveAttribute('aria-selected', 'false');
      }
      await expect(panel).toBeVisible();
      seen.add(((await panel.textContent()) ?? '').trim());
    }
    expect(seen.size, 'each tab shows its own panel').toBe(3);
  });

  test('Book Your Session leads to the services, beside a phone and an e-mail', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main).toContainText(anyOf(SALON.phones));
    await expect(main).toContainText(anyOf(SALON.emails));
    const book = main.getByRole('link', { name: 'Book Your Session', exact: true });
    await expect(book).toHaveAttribute('href', '/services');
    await book.click();
    await expect(page).toHaveURL('/services');
  });
});

test.describe('terms of service', () => {
  test('has the six sections and the cancellation terms', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expectHeadings(page, [
      /acceptance/i,
      /user responsibilities/i,
      /payment/i,
      /modification/i,
      /health (and|&) safety/i,
      /code of conduct/i,
    ]);
    const main = page.getByRole('main');
    await expect(main).toContainText('24 hours');
    await expect(main).toContainText(/no-shows?/i);
    await expect(main).toContainText(/advance/i);
  });

  test('links to the privacy policy and to the contact section', async ({ page }) => {
    await page.goto('/terms-of-service');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/privacy-policy"]').first()).toBeVisible();
    const contact = main.locator('a[href="/contact"]').first();
    await expect(contact).toBeVisible();
    await contact.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectScrolledInto(page, page.locator('#contact'));
  });
});

test.describe('privacy policy', () => {
  test('has the seven sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expectHeadings(page, [/collect/i, /\buse\b/i, /shar/i, /security/i, /marketing/i, /rights/i, /cookie/i]);
  });

  test('links to the terms and to the contact section', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    const terms = main.locator('a[href="/terms-of-service"]').first();
    await expect(terms).toBeVisible();
    await terms.click();
    await expect(page).toHaveURL('/terms-of-service');
  });
});

test.describe('footer', () => {
  test('links to both legal pages and carries the 2024 copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2024 Lumière Salon & Spa. All rights reserved.', { exact: true })).toBeVisible();

    await footer.getByRole('link', { name: 'Terms of Service', exact: true }).click();
    await expect(page).toHaveURL('/terms-of-service');
    await expect(page.getByRole('main').getByRole('heading', { name: /code of conduct/i })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { name: /cookie/i })
        .first(),
    ).toBeVisible();
  });

  test('names the signature treatments and the quick links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const text of [
      /signature facials/i,
      /aromatherapy massage/i,
      /wellness rituals/i,
      /luxury packages/i,
      /about/i,
      /book appointment/i,
      /gift cards/i,
      /contact/i,
    ]) {
      await expect(footer, `the footer names ${text}`).toContainText(text);
    }
  });
});
