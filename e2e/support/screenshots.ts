import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';

/**
 * The screenshot review (screenshots.spec.ts): every page at a phone's and a laptop's width, in English and
 * Arabic, compared with the committed pictures. What changes from run to run (today's date, the server's
 * clock, what other specs create on the shared server) is frozen or masked here, so that only the layout is
 * compared.
 */

export const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The browser's clock, stopped: a Wednesday morning in Dubai long past, so the footer's year, the
 * dashboard's month and week, My day's date are the same every run, and no data the server seeds or other
 * specs create (all of it around the real today) falls in the dashboard's current week or month.
 */
export const FIXED_NOW = new Date('2025-06-11T06:00:00Z');

const here = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(here, '../../apps/web/src/features');

/** Every "Loading…" text of the app's catalogues, in both languages (the part before any placeholder). */
const LOADING_TEXTS: string[] = (() => {
  const texts = new Set<string>();
  for (const feature of readdirSync(FEATURES)) {
    for (const lang of LANGUAGES) {
      let catalogue: Record<string, unknown>;
      try {
        catalogue = JSON.parse(readFileSync(path.join(FEATURES, feature, 'i18n', `${lang}.json`), 'utf8'));
      } catch {
        continue;
      }
      for (const [key, value] of Object.entries(catalogue)) {
        if (!/^loading/i.test(key) || typeof value !== 'string') continue;
        const text = value
          .split('{')[0]
          ?.replace(/[.…]+$/, '')
          .trim();
        if (text && text.length > 3) texts.add(text);
      }
    }
  }
  return [...texts];
})();

/** The address in one language: the app reads `?lang=` and keeps it in a cookie. */
export function inLanguage(url: string, lang: Language): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** Waits until nothing on the page is loading: no loading text, no skeleton, no busy region, fonts and pictures in. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page.evaluate((loading) => {
          // biome-ignore lint/performance/useDomNodeTextContent: only the text shown counts.
          const text = document.body.innerText;
          return loading.find((words) => text.includes(words)) ?? null;
        }, LOADING_TEXTS),
      { message: 'no loading text on the page', timeout: 15_000 },
    )
    .toBeNull();
  await expect(page.locator('.animate-pulse, .animate-spin, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy pictures below the fold load only when they come near: ask for them all, for a full-page shot.
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
  });
}

/**
 * A region whose content depends on the date or on other specs' data, masked in the picture. With `height`
 * (and `width`), in CSS pixels, it is first given that fixed size, so that what lies beside and below it
 * stays in place whatever it holds. With `below: true`, everything under the region's bottom edge, to the
 * bottom of the screen and across it, is covered instead: a list whose length others decide.
 */
export interface Volatile {
  locator: Locator;
  /**
   * The region as a CSS selector, for a region the app may render anew after it was pinned (a footer that
   * mounts late on a busy machine): its fixed size then comes from a style sheet, which holds for the element
   * that replaces it too.
   */
  css?: string;
  height?: number;
  width?: number;
  below?: boolean;
}

const COVER = 'data-screenshot-cover';

async function pin(page: Page, regions: Volatile[]): Promise<Locator[]> {
  const masks: Locator[] = [];
  await page.evaluate((cover) => {
    for (const element of Array.from(document.querySelectorAll(`[${cover}]`))) element.remove();
  }, COVER);
  const sheet = regions
    .filter((region) => region.css !== undefined && (region.height !== undefined || region.width !== undefined))
    .map(({ css, height, width }) => {
      const sizes = [
        ['height', height],
        ['width', width],
      ] as const;
      const rules = sizes
        .filter(([, pixels]) => pixels !== undefined)
        .map(
          ([axis, pixels]) =>
            `${axis}:${pixels}px!important;min-${axis}:${pixels}px!important;max-${axis}:${pixels}px!important;`,
        )
        .join('');
      return `${css}{${rules}overflow:hidden!important;${width !== undefined ? 'display:inline-block!important;' : ''}}`;
    })
    .join('\n');
  if (sheet) {
    await page.evaluate(
      ({ cover, text }) => {
        const style = document.createElement('style');
        style.setAttribute(cover, '');
        style.textContent = text;
        document.head.append(style);
      },
      { cover: COVER, text: sheet },
    );
  }
  for (const { locator, css, height, width, below } of regions) {
    if (below) {
      await locator.first().evaluate((element, cover) => {
        const bottom = element.getBoundingClientRect().bottom + window.scrollY;
        const block = document.createElement('div');
        block.setAttribute(cover, '');
        block.style.cssText = `position:absolute;z-index:2147483647;left:0;width:100%;top:${Math.ceil(bottom) + 8}px;height:${2 * window.innerHeight}px;`;
        document.body.append(block);
        // The page may be shorter than the screen; never taller because of the cover.
        document.documentElement.style.setProperty('overflow', 'hidden');
      }, COVER);
      continue;
    }
    masks.push(locator);
    if (css !== undefined || (height === undefined && width === undefined)) continue;
    await locator.evaluateAll(
      (elements, size) => {
        for (const element of elements as HTMLElement[]) {
          for (const [axis, pixels] of [
            ['height', size.height],
            ['width', size.width],
          ] as const) {
            if (pixels === undefined) continue;
            element.style.setProperty(axis, `${pixels}px`, 'important');
            element.style.setProperty(`min-${axis}`, `${pixels}px`, 'important');
            element.style.setProperty(`max-${axis}`, `${pixels}px`, 'important');
          }
          element.style.setProperty('overflow', 'hidden', 'important');
          if (size.width !== undefined && getComputedStyle(element).display === 'inline') {
            element.style.setProperty('display', 'inline-block', 'important');
          }
        }
      },
      { height, width },
    );
  }
  masks.push(page.locator(`[${COVER}]`));
  return masks;
}

/**
 * On every page: the salon's week and its closures to come (the footer, the home page's 'Visit Us'), which
 * the hours specs change on the shared server while this one runs.
 */
const FOOTER_HOURS = '[data-testid="footer-hours"]';
const VISIT_US_HOURS = '#main-content div.space-y-1:has(> span.block)';
const EVERYWHERE = (page: Page): Volatile[] => [
  { locator: page.locator(FOOTER_HOURS), css: FOOTER_HOURS, height: 80, width: 200 },
  { locator: page.locator(VISIT_US_HOURS), css: VISIT_US_HOURS, height: 100 },
];

export interface PageShot {
  /** The file names' stem: `<name>-<lang>-<width>.png`. */
  name: string;
  url: string;
  /** Waits for what shows the page is ready, beyond `settle` (a heading, a form). */
  ready?: (page: Page, lang: Language) => Promise<void>;
  /** The regions to pin and mask. */
  volatile?: (page: Page) => Volatile[];
  /**
   * The footer is the same on every page: it is compared on the home page only (`footer: true`) and masked
   * elsewhere, which keeps the committed pictures about a third smaller.
   */
  footer?: boolean;
  /**
   * 'full': the whole page, for pages of stable height up to a few screens; 'ends': the first and the last
   * screen (`-top`, `-end`), for long pages, whose full pictures would be large; 'screen' (default): the first.
   */
  shots?: 'full' | 'ends' | 'screen';
}

/**
 * The tolerance: a few pixels of anti-aliasing differ between runs on a busy machine; a moved box or a
 * wrapped line changes far more than 0.2 % of a picture.
 */
export const MAX_DIFF_PIXEL_RATIO = 0.002;

async function compare(page: Page, file: string, mask: Locator[], fullPage: boolean): Promise<void> {
  await expect.soft(page).toHaveScreenshot(file, {
    fullPage,
    mask,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO,
    timeout: 15_000,
  });
}

async function scrollTo(page: Page, where: 'top' | 'end'): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo({ top: to === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' });
  }, where);
}

/**
 * Shoots one page in both languages at both widths and compares each with its committed picture. Each
 * language loads the page once, at the phone's width; the laptop's width is the same page resized.
 */
export async function reviewPage(page: Page, shot: PageShot): Promise<void> {
  for (const lang of LANGUAGES) {
    await test.step(`${shot.name} in ${lang}`, async () => {
      await page.setViewportSize(SIZES[0]);
      await page.goto(inLanguage(shot.url, lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await shot.ready?.(page, lang);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => document.documentElement.style.removeProperty('overflow'));
        await settle(page);
        await scrollTo(page, 'top');
        const footer: Volatile[] = shot.footer ? [] : [{ locator: page.locator('footer').last() }];
        const mask = await pin(page, [...EVERYWHERE(page), ...footer, ...(shot.volatile?.(page) ?? [])]);
        const stem = `${shot.name}-${lang}-${size.width}`;
        const mode = shot.shots ?? 'screen';
        if (mode === 'ends') {
          await compare(page, `${stem}-top.png`, mask, false);
          await scrollTo(page, 'end');
          await compare(page, `${stem}-end.png`, mask, false);
        } else {
          await compare(page, `${stem}.png`, mask, mode === 'full');
        }
      }
    });
  }
}

/** Stops the browser's clock at FIXED_NOW; timers still run, so the app works as usual. */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
}
