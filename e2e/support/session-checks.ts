import { type BrowserContext, expect, type Page } from '@playwright/test';
import { openMenu } from './menu';

// Who the browser is signed in as, seen from both ends: the side menu it shows and the server's /me. The
// security specs of sessions, cross-site posts and e-mail verification all ask.

export async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

/** The side menu of a signed-out visitor: Log In, no Logout, nobody's name. */
export async function expectSignedOut(page: Page) {
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0);
  await expect(menu.getByTestId('menu-user')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

export async function expectSignedInAs(page: Page, email: string) {
  const menu = await openMenu(page);
  await expect(menu.getByTestId('menu-user').getByText(email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** What the server says about the session this context's cookies carry. */
export async function whoAmI(context: BrowserContext): Promise<{ status: number; email?: string }> {
  const response = await context.request.get('/api/users/me');
  const body = response.ok() ? ((await response.json()) as { email: string }) : undefined;
  return { status: response.status(), email: body?.email };
}
