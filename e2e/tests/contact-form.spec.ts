import { expect, type Page, test } from '../support/test';

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

/** The 'Get in Touch' form, found by its submit button so the test does not depend on its markup. */
function contactForm(page: Page) {
  const form = page
    .locator('#contact form')
    .filter({ has: page.getByRole('button', { name: 'Send Message', exact: true }) });
  return {
    form,
    title: form.getByLabel('Title', { exact: true }),
    description: form.getByLabel('Description', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    send: form.getByRole('button', { name: 'Send Message', exact: true }),
  };
}

test.describe('Get in Touch form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#contact').getByText('Get in Touch', { exact: true })).toBeVisible();
  });

  test('validates on submit, then again on every change', async ({ page }) => {
    const { form, title, description, email, phone, send } = contactForm(page);

    await send.click();
    for (const message of [
      'Title is required',
      'Description is required',
      'Email is required',
      'Phone number is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await title.fill('x');
    await expect(form.getByText('Title must be at least 2 characters', { exact: true })).toBeVisible();
    await expect(form.getByText('Title is required', { exact: true })).toHaveCount(0);

    await description.fill('too short');
    await expect(form.getByText('Description must be at least 10 characters', { exact: true })).toBeVisible();

    await email.fill('bad');
    await expect(form.getByText('Invalid email address', { exact: true })).toBeVisible();

    await phone.fill('12345');
    await expect(form.getByText('Phone number must be at least 10 digits', { exact: true })).toBeVisible();

    await title.fill('Bridal package');
    await description.fill('Could you tell me more about the bridal hair and make-up package?');
    await email.fill('guest@example.com');
    await phone.fill('0501234567');
    for (const message of [
      'Title must be at least 2 characters',
      'Description must be at least 10 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
    ]) {
      await expect(form.getByText(message, { exact: true })).toHaveCount(0);
    }
  });

  test('a valid message is sent: the success banner shows, the form clears, and the banner goes after 5 s', async ({
    page,
  }) => {
    const { title, description, email, phone, send } = contactForm(page);
    await title.fill('Bridal package');
    await description.fill('Could you tell me more about the bridal hair and make-up package?');
    await email.fill('guest@example.com');
    await phone.fill('0501234567');
    await send.click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(title).toHaveValue('');
    await expect(page.getByText(SUCCESS)).toBeHidden({ timeout: 8_000 });
  });
});
