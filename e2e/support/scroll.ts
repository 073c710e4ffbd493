import { expect, type Locator, type Page } from '@playwright/test';

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/**
 * Jumps (no smooth scrolling, whatever the page's CSS says) to a vertical position, or as far as the page
 * goes. Retried, because a page that is still rendering may be too short yet, or may itself be scrolling
 * to the top after the route change.
 */
export async function scrollToY(page: Page, y: number | 'bottom'): Promise<void> {
  await expect(async () => {
    const reached = await page.evaluate((top) => {
      const target = top === 'bottom' ? document.documentElement.scrollHeight - window.innerHeight : top;
      window.scrollTo({ top: target, behavior: 'instant' });
      return { scrolled: Math.round(window.scrollY), target: Math.round(target) };
    }, y);
    expect(reached.target, 'the page is long enough to scroll there').toBeGreaterThan(0);
    expect(Math.abs(reached.scrolled - reached.target)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 5_000 });
}

/** Jumps to the bottom of the page. */
export function scrollToBottom(page: Page): Promise<void> {
  return scrollToY(page, 'bottom');
}

/**
 * Resolves once the page has not scrolled for a while: smooth scrolls (and a late scroll-to-top fighting a
 * scroll-to-section) have finished, so what a test then sees is where the page stays.
 */
export async function waitForScrollToSettle(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const timer = setInterval(() => {
          still = window.scrollY === last ? still + 50 : 0;
          last = window.scrollY;
          if (still >= quiet) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
      }),
    quietMs,
  );
}

/** The section is (and stays) in view after the page has scrolled to it. */
export async function expectScrolledInto(page: Page, section: Locator): Promise<void> {
  await expect(section).toBeInViewport();
  await waitForScrollToSettle(page);
  await expect(section).toBeInViewport();
  expect(await scrollY(page), 'the page scrolled down to the section').toBeGreaterThan(0);
}

export async function expectAtTop(page: Page): Promise<void> {
  await expect.poll(() => scrollY(page), { message: 'the page is scrolled back to the top' }).toBe(0);
}
