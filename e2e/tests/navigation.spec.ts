import { openMenu } from '../support/menu';
import { SALON } from '../support/salon';
import { expectAtTop, expectScrolledInto, scrollToBottom, scrollToY, scrollY } from '../support/scroll';
import { expectNoSessionCookie, setRawSessionCookie, signInWithFakeSession } from '../support/session';
import { bookedAppointment, seedBookedAppointments } from '../support/storage';
import { expect, test } from '../support/test';

const MENU_LINKS = ['Home', 'Services', 'Orders', 'About', 'Contact'];

test.describe('header', () => {
  test('the brand link leads home', async ({ page }) => {
    await page.goto('/about');
    const brand = page.getByRole('banner').getByRole('link', { name: SALON.name, exact: true });
    await expect(brand).toHaveAttribute('href', '/');
    await brand.click();
    await expect(page).toHaveURL('/');
  });

  test('the orders badge counts the locally booked appointments', async ({ page }) => {
    await seedBookedAppointments(page, [bookedAppointment(), bookedAppointment({ serviceName: 'Blow-dry' })]);
    await page.goto('/');
    const orders = page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true });
    await expect(orders).toHaveAttribute('href', '/orders');
    // Beside the link (its name stays «Orders»), which says the number in its description.
    await expect(page.getByRole('banner').getByTestId('orders-badge')).toHaveText('2');
    await expect(orders).toHaveAttribute('aria-description', '2 appointments waiting to be booked');
  });

  test('no badge without locally booked appointments', async ({ page }) => {
    await page.goto('/');
    const orders = page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true });
    await expect(orders).toBeVisible();
    await expect(page.getByTestId('orders-badge')).toHaveCount(0);
  });

  test('is 70 px high on a phone and 80 px on a desktop', async ({ page }) => {
    const header = page.getByRole('banner');
    const height = async () => Math.round((await header.boundingBox())?.height ?? 0);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(header).toBeVisible();
    await expect.poll(height).toBe(70);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(height).toBe(80);
  });

  test('stays at the top of the viewport while scrolling', async ({ page }) => {
    await page.goto('/');
    await scrollToY(page, 1000);
    await expect(page.getByRole('banner')).toBeInViewport();
    expect((await page.getByRole('banner').boundingBox())?.y).toBe(0);
  });
});

test.describe('side menu', () => {
  test('signed out: the five links and Log In, no Dashboard', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    for (const name of MENU_LINKS) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0);
  });

  test('a customer sees Logout, their name and e-mail, but no Dashboard', async ({ page }) => {
    const session = await signInWithFakeSession(page, { role: 'user' });
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
    await expect(menu.getByText(session.user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(session.user.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  });

  test('an admin sees Dashboard, their name and e-mail', async ({ page }) => {
    const session = await signInWithFakeSession(page, { role: 'admin' });
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(menu.getByText(session.user.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(session.user.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  });

  test("an admin whose role is only in the token's payload sees Dashboard", async ({ page }) => {
    await signInWithFakeSession(page, { role: 'admin', roleOnlyInToken: true });
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('Escape, the close button and choosing an item close it', async ({ page }) => {
    await page.goto('/');
    const openButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });

    let menu = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');

    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    menu = await openMenu(page);
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(menu).toBeHidden();
  });

  test('works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = await openMenu(page);
    for (const name of MENU_LINKS) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport();
    }
    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toBeHidden();
  });
});

test.describe('Contact', () => {
  test('from another page it lands on / with the contact section in view', async ({ page }) => {
    await page.goto('/about');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectScrolledInto(page, page.locator('#contact'));
    expect(await page.evaluate(() => window.sessionStorage.getItem('scrollToContact'))).toBeNull();
  });

  test('on / it scrolls to the contact section', async ({ page }) => {
    await page.goto('/');
    expect(await scrollY(page)).toBe(0);
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expectScrolledInto(page, page.locator('#contact'));
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('/contact redirects to / and scrolls to the contact section', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectScrolledInto(page, page.locator('#contact'));
  });
});

test.describe('scrolling', () => {
  test('a route change scrolls back to the top', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('tab', { name: 'Our Story', exact: true })).toBeVisible();
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL('/privacy-policy');
    await expectAtTop(page);
  });

  test('the back-to-top button appears past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(page.getByRole('heading', { name: 'Visit Us', exact: true })).toBeAttached();
    await expect(backToTop).toHaveCount(0);

    await scrollToY(page, 200);
    await expect(backToTop).toHaveCount(0);

    await scrollToY(page, 600);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expectAtTop(page);
    await expect(backToTop).toHaveCount(0);
  });
});

test.describe('session cookie', () => {
  test('a corrupt cookie is removed and the page still works', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await setRawSessionCookie(page.context(), '%7Bnot-json');
    await page.goto('/');
    await expect(page.locator('#contact').getByRole('heading', { name: 'Visit Us', exact: true })).toBeVisible();
    await expectNoSessionCookie(page);
    expect(logged.some((text) => text.includes('Failed to parse auth cookie.'))).toBe(true);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  });
});
