import { test as base, type Page } from '@playwright/test';

// Everything the specs take from Playwright comes through here, with `test` replaced by the one below.
export * from '@playwright/test';

/**
 * A public page arrives rendered by the server (apps/web/src/entry-server.tsx): its buttons and fields are
 * on the screen before the app has taken them over, and a press or a keystroke in between does nothing.
 * After every navigation a page waits until the app has started (apps/web/src/app/PageBoundary.tsx sets the
 * attribute), as a person waits for a page to finish loading. Pages that are not the web app (an API
 * answer, a mailed file) have no #root and wait for nothing.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-started'),
    undefined,
    { timeout: 20_000 },
  );
}

/** Makes `page.goto` and `page.reload` return only once the app has started. */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without scripts there is no app to wait for: the rendered page is all there is.
    if (javaScriptEnabled !== false) context.on('page', waitForAppOnNavigation);
    await use(context);
  },
});
