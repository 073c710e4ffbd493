import { expect, type Page } from '@playwright/test';

/** Opens the side menu from the header and returns the dialog. */
export async function openMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-modal', 'true');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return menu;
}
