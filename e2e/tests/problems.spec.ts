import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, uniqueTag } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { expect, test, waitForAppOnNavigation } from '../support/test';

const THANKS = "Thank you for your message! We'll get back to you soon.";

test.describe('Problems: contact messages reach the dashboard', () => {
  // Whole flows with axe scans on a two-core machine: more than the default 30 s.
  test.setTimeout(90_000);

  test('a visitor sends the contact form and the admin resolves the problem', async ({ browser }) => {
    const title = `Bridal party ${uniqueTag()}`;
    const description = 'Hair and make-up for six people on a Saturday morning, please call me back.';
    const email = `visitor.${uniqueTag()}@e2e.test`;

    // The visitor (this suite's only contact-form send: the form is throttled per address).
    const visitor = await browser.newContext();
    visitor.on('page', waitForAppOnNavigation);
    const home = await visitor.newPage();
    await home.goto('/');
    const form = home.locator('#contact form').filter({ has: home.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Description', { exact: true }).fill(description);
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Phone', { exact: true }).fill('0501234567');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(THANKS)).toBeVisible();
    // A sent form is cleared, and the banner goes after 5 s.
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
    await expect(form.getByText(THANKS)).toBeHidden({ timeout: 8_000 });
    await visitor.close();

    // The admin finds it as an open problem.
    const admin = await browser.newContext();
    admin.on('page', waitForAppOnNavigation);
    const page = await admin.newPage();
    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/dashboard?tab=problems');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: /^Problems/ })).toBeVisible();
    const row = panel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // 'pending' also matches open problems; search narrows by title, e-mail or phone.
    await panel.getByLabel('Search problems').fill(email);
    await panel.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(row).toBeVisible();
    await panel.getByLabel('Status', { exact: true }).selectOption('resolved');
    await expect(panel.getByText('No problems found')).toBeVisible();
    await panel.getByLabel('Status', { exact: true }).selectOption('all');

    // Resolve it: the modal says so and closes about 1.5 s later.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Problem' });
    await expect(dialog.getByLabel('Title')).toHaveValue(title);
    await expectAccessible(page);
    await dialog.getByLabel('Status').selectOption('resolved');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Problem updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(row.getByText('Resolved', { exact: true })).toBeVisible();

    // The schema's messages guard the admin's own problems too.
    await panel.getByRole('button', { name: 'Add Problem' }).click();
    const add = page.getByRole('dialog', { name: 'Add Problem' });
    await add.getByRole('button', { name: 'Add Problem' }).click();
    await expect(add.getByText('Title is required')).toBeVisible();
    await expect(add.getByText('Invalid email address').or(add.getByText('Email is required'))).toBeVisible();
    await expect(add.getByLabel('Status')).toHaveValue('open');
    await add.getByRole('button', { name: 'Cancel' }).click();

    // And delete it, after the confirmation.
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Problem' });
    await expect(confirm.getByText('Are you sure you want to delete this problem?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Problem deleted successfully!').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await admin.close();
  });
});
