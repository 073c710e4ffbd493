import { createRequire } from 'node:module';
import { SALON } from '../../packages/shared/src/content';
import { newAccount, registerAccount, STRONG_PASSWORD, uniqueTag } from '../support/accounts';
import { serviceIdByName } from '../support/booking';
import { waitForMailedLink } from '../support/mail';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// Every text a customer reads on the Arabic site is Arabic. A walk over every public page
// (and the states a customer meets on them: the side menu, the booking steps, a form's errors, the server's
// answers, a dialog) reads what a person sees and what a screen reader says — the visible text, the <title>,
// the description link previews show, aria-labels, alt texts, titles, placeholders — and fails on any word in
// Latin letters that is not on the short list below. Phone and laptop: a layout may show a text only on one.

const catalogue = (file: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/ar.json`) as Record<string, string>;
const booking = catalogue('features/booking');
const myAppointments = catalogue('features/booking/components/my-appointments');

/** A demo service booked online, looked up by its English name. */
const BROW = 'Brow Lamination & Tint';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
];

/**
 * What may stay in Latin letters on an Arabic page, each with its reason. Names come first; the catalogue's
 * names (services, categories, therapists) are read from the API at each page, as the page shows them.
 */
const ALLOWED: { text: string | RegExp; why: string }[] = [
  { text: SALON.name, why: 'the wordmark: the brand is written in Latin letters (docs/glossary-ar.md)' },
  { text: /Lumière/giu, why: 'the brand, short, also as a style sheet writes it in capitals' },
  { text: /^L$/, why: 'the brand’s monogram in the header’s logo' },
  { text: /\bAED\b/g, why: 'the currency’s international code, beside its Arabic name in the terms' },
  { text: /\b[a-z]+(_[a-z]+)+\b/g, why: 'cookie names the privacy policy must give as the browser shows them' },
  { text: 'English', why: 'the language switch names English in English (lang="en"), as switches do' },
  { text: /\b(Instagram|Facebook|Twitter|Google)\b/g, why: 'other companies’ names, as they write them' },
  { text: /#[0-9A-F]{8}\b/g, why: 'a booking reference: a code read out to the salon, not a word' },
  { text: /(\.ics|JSON)\b/g, why: 'file formats, named as the files a customer downloads are named' },
  {
    text: /\b(Chrome|Edge|Opera|Firefox|Safari|Samsung Internet|iOS|Android|Windows|macOS|ChromeOS|Linux)\b/g,
    why: 'browsers and systems, named as they name themselves (My account’s signed-in browsers)',
  },
];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_TEXT = /\b(https?:\/\/|www\.)\S+/g;
const LATIN_WORD = /[\p{Script=Latin}][\p{Script=Latin}\p{M}'’.-]*/gu;

interface Read {
  where: string;
  text: string;
}

/** Everything of the page as it is now that a person reads or hears, each with where it was found. */
function readPage(page: Page): Promise<Read[]> {
  return page.evaluate(() => {
    const reads: Read[] = [{ where: '<title>', text: document.title }];
    for (const meta of Array.from(document.head.querySelectorAll('meta'))) {
      const name = meta.getAttribute('name') ?? meta.getAttribute('property') ?? '';
      if (
        /^(description|og:title|og:description|og:site_name|og:image:alt|twitter:title|twitter:description)$/.test(name)
      )
        reads.push({ where: `<meta ${name}>`, text: meta.content });
    }
    // biome-ignore lint/performance/useDomNodeTextContent: only the text drawn is read, as a person reads it.
    reads.push({ where: 'the page', text: document.body.innerText });
    const attributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-valuetext'];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ visibilityProperty: true }) && element.tagName !== 'OPTION') continue;
      for (const attribute of attributes) {
        const value = element.getAttribute(attribute);
        if (value) reads.push({ where: `${element.tagName.toLowerCase()}[${attribute}]`, text: value });
      }
      if (element.tagName === 'OPTION') reads.push({ where: 'option', text: element.textContent ?? '' });
    }
    return reads;
  });
}

/**
 * What the salon wrote in its catalogue, as the Arabic site shows it: names, and the descriptions of services
 * and categories (the demo's are Arabic; one the salon typed only in English, as other specs do, stays so).
 */
async function catalogueNames(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  for (const path of ['/api/services', '/api/categories', '/api/therapists']) {
    const answer = await request.get(path, { headers: { cookie: 'salon_lang=ar' } });
    expect(answer.status()).toBe(200);
    for (const entry of (await answer.json()) as { name: string; description?: string }[]) {
      names.push(entry.name);
      if (path !== '/api/therapists' && entry.description) names.push(entry.description);
    }
  }
  return names;
}

/** The Latin words of `text` once names, addresses, links and codes are taken out. */
function latinWords(text: string, names: string[]): string[] {
  let rest = text.replace(EMAIL, ' ').replace(URL_TEXT, ' ');
  const literal = [...names, ...ALLOWED.map((entry) => entry.text).filter((entry) => typeof entry === 'string')]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  for (const name of literal) rest = rest.split(name).join(' ');
  for (const { text: pattern } of ALLOWED) if (pattern instanceof RegExp) rest = rest.replace(pattern, ' ');
  return rest.match(LATIN_WORD) ?? [];
}

/** The walk's findings: each Latin text with the page and place it was read in. */
class ArabicWalk {
  readonly findings = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly viewport: string,
  ) {}

  /** Reads the page as it is now, in Arabic, and notes every Latin word with the line it stands in. */
  async read(state: string): Promise<void> {
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(this.page.locator('html')).toHaveAttribute('dir', 'rtl');
    const names = await catalogueNames(this.page.request);
    for (const { where, text } of await readPage(this.page)) {
      for (const line of text.split('\n')) {
        const words = latinWords(line, names);
        if (words.length > 0) {
          this.findings.add(
            `${state} (${this.viewport}), ${where}: ${words.join(' ')}  ⟵  "${line.trim().slice(0, 160)}"`,
          );
        }
      }
    }
  }

  /**
   * One stretch of the walk. A stretch that cannot be done (a button not found) is noted and the walk goes on,
   * so that one run lists everything the Arabic site still says in English.
   */
  async stretch(name: string, walk: () => Promise<void>): Promise<void> {
    try {
      await walk();
    } catch (error) {
      this.findings.add(`${name} (${this.viewport}): could not be walked: ${String(error).split('\n')[0]}`);
    }
  }
}

async function openThenRead(page: Page, walk: ArabicWalk, path: string, state = path): Promise<void> {
  await page.goto(path);
  // The page's own reads answered (an error the server sends is read too).
  await page.waitForLoadState('networkidle');
  await walk.read(state);
}

/** The browser's side menu, opened from the header, read, and closed again. */
async function readSideMenu(page: Page, walk: ArabicWalk, state: string): Promise<void> {
  const button = page.locator('header').first().locator('button[aria-haspopup="dialog"]');
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await walk.read(state);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

for (const [index, { name, viewport }] of VIEWPORTS.entries()) {
  test(`every public page speaks Arabic to a customer on a ${name}`, async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const walk = new ArabicWalk(page, name);
    const main = page.getByRole('main');

    // Signed out: the public pages, the side menu, the search's empty list, the forms and their errors.
    await openThenRead(page, walk, '/?lang=ar', 'home');
    await walk.stretch('the side menu', () => readSideMenu(page, walk, 'home, side menu'));
    await walk.stretch('/services', async () => {
      await openThenRead(page, walk, '/services');
      await main.locator('input[type="search"]').first().fill('zzzzqqq');
      await expect(main.getByRole('article')).toHaveCount(0);
      await walk.read('/services, nothing found');
    });
    await walk.stretch('/about', async () => {
      await openThenRead(page, walk, '/about');
      for (const tab of await main.getByRole('tab').all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await walk.read(`/about, tab ${await tab.textContent()}`);
      }
    });
    await openThenRead(page, walk, '/terms-of-service');
    await openThenRead(page, walk, '/privacy-policy');
    await openThenRead(page, walk, '/no-such-page', 'a page that does not exist');
    await openThenRead(page, walk, '/orders', '/orders, signed out');

    await walk.stretch('/login', async () => {
      await openThenRead(page, walk, '/login');
      const form = main.locator('form').first();
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await walk.read('/login, sent empty');
      await form.locator('input[type="email"]').fill(`nobody.${uniqueTag()}@e2e.test`);
      await form.locator('input[type="password"]').fill(STRONG_PASSWORD);
      const [refused] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/users/login')),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(refused.status()).toBe(401);
      await expect(form.locator('button[type="submit"]')).toBeEnabled();
      await walk.read('/login, refused by the server');
    });
    await walk.stretch('/signup', async () => {
      await openThenRead(page, walk, '/signup');
      const form = main.locator('form').first();
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await walk.read('/signup, sent empty');
    });
    await walk.stretch('/forgot-password', async () => {
      await openThenRead(page, walk, '/forgot-password');
      const form = main.locator('form').first();
      await form.locator('input[type="email"]').fill(`nobody.${uniqueTag()}@e2e.test`);
      await form.locator('button[type="submit"]').click();
      await expect(form).toBeHidden();
      await walk.read('/forgot-password, sent');
    });
    await openThenRead(page, walk, '/verify-email?token=not-a-token', '/verify-email, a link that does not work');
    await openThenRead(page, walk, '/reset-password?token=not-a-token', '/reset-password, a link that does not work');

    // A customer who has just signed up: the verification banner, then the link from the Arabic mail.
    const customer = { ...newAccount('arabic-everywhere'), name: `مريم ${Date.now() % 100_000}` };
    await registerAccount(page.request, customer);
    await signInForReal(page, customer.email, customer.password);
    await openThenRead(page, walk, '/', 'home, signed in before verifying');
    await walk.stretch('the side menu, signed in', () => readSideMenu(page, walk, 'side menu, signed in'));
    const link = await waitForMailedLink(customer.email, baseURL ?? '', '/verify-email');
    await openThenRead(page, walk, link, '/verify-email, the mailed link');

    // The service page and each of the booking's steps.
    await openThenRead(page, walk, `/services/${await serviceIdByName(request, BROW)}`, 'a service page');
    const step = (title: string) => page.getByRole('region', { name: title });
    await step(booking.stepTherapist ?? '')
      .getByRole('button')
      .first()
      .click();
    await walk.read('a service page, therapist chosen');
    await step(booking.stepDate ?? '')
      .getByRole('button')
      .last()
      .click();
    await expect(
      step(booking.stepTime ?? '')
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await walk.read('a service page, date chosen');
    // Each viewport's walk runs beside the other: each takes a time of its own.
    await step(booking.stepTime ?? '')
      .getByRole('button')
      .nth(index)
      .click();
    await expect(page.getByRole('button', { name: booking.confirmBooking, exact: true })).toBeEnabled();
    await walk.read('a service page, time chosen');
    await page.getByRole('button', { name: booking.confirmBooking, exact: true }).click();
    await expect(page.getByText(booking.addedToList ?? '', { exact: true })).toBeVisible();
    await walk.read('a service page, added to My Appointments');

    // My Appointments: pending, booked, the cancel dialog; My account; a waitlist offer that is not there.
    await openThenRead(page, walk, '/orders', 'My Appointments, pending');
    const [booked] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/api/orders') && answer.request().method() === 'POST'),
      page.getByRole('button', { name: booking.bookAll, exact: true }).click(),
    ]);
    expect(booked.status()).toBe(201);
    await expect(page.getByRole('button', { name: booking.bookAll, exact: true })).toBeHidden();
    await walk.read('My Appointments, booked');
    await walk.stretch('My Appointments, the cancel dialog', async () => {
      const cancelLead = (myAppointments.cancelLabel ?? '').split('{')[0] ?? '';
      await main
        .getByRole('button', { name: new RegExp(`^${cancelLead}`) })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog', { name: myAppointments.cancelTitle });
      await expect(dialog).toBeVisible();
      await walk.read('My Appointments, the cancel dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
    await openThenRead(page, walk, '/account', 'My account');
    await openThenRead(
      page,
      walk,
      '/waitlist/offers/00000000-0000-4000-8000-000000000000',
      'a waitlist offer that does not exist',
    );

    expect([...walk.findings], 'Latin words on the Arabic site').toEqual([]);
  });
}
