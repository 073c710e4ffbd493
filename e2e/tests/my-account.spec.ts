import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, newAccount, registerAccount, submitLogin } from '../support/accounts';
import { waitForMailedLink } from '../support/mail';
import { openMenu } from '../support/menu';
import { expect, type Page, test } from '../support/test';

// One account, signed up through the API (one of the run's ten sign-ups per address), walked through every
// part of My account (issue 16), its message channels included, and finally deleted.

const NEW_PASSWORD = 'Frangipani-2026';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a customer looks after their account: details, password, e-mail, sessions, data, and leaving', async ({
  page,
  request,
  baseURL,
}) => {
  // Every part of the page, a mailed link, two sign-ins and an account deletion: over 30 s with both workers busy.
  test.slow();
  const account = newAccount('account');
  await registerAccount(request, account);
  await logInThroughForm(page, account.email, account.password);

  // From the side menu.
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(section(page, 'Your details').getByLabel('Name')).toHaveValue(account.name);
  await expectAccessible(page);

  // Name and phone: a bad value is refused under its field, then the new ones are saved and shown in the menu.
  const details = section(page, 'Your details');
  await details.getByLabel('Phone').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('Phone')).toHaveAccessibleDescription('Phone is required');
  await details.getByLabel('Name').fill('Mariam Al Nour');
  await details.getByLabel('Phone').fill('+971 50 765 4321');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
  const menuAgain = await openMenu(page);
  await expect(menuAgain.getByTestId('menu-user')).toContainText('Mariam Al Nour');
  await page.keyboard.press('Escape');

  // Appointment messages: e-mail on, SMS and WhatsApp off until ticked; the choice is kept.
  const messages = section(page, 'Appointment messages');
  await expect(messages.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(messages.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await expect(messages.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
  await messages.getByRole('checkbox', { name: 'WhatsApp' }).check();
  await messages.getByRole('button', { name: 'Save choices' }).click();
  await expect(messages.getByRole('status')).toHaveText('Your message choices have been saved.');
  await page.reload();
  await expect(section(page, 'Appointment messages').getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  await expectAccessible(page);

  // Password: a wrong current one is refused, the right one changes it; then signing in takes the new one.
  const password = section(page, 'Password');
  await password.getByLabel('Current password', { exact: true }).fill('Not-the-pass1');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('The current password is not correct');
  await password.getByLabel('Current password', { exact: true }).fill(account.password);
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password has been changed.');
  const menuToLogout = await openMenu(page);
  await menuToLogout.getByRole('button', { name: 'Logout' }).click();
  await submitLogin(page, account.email, account.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  // Signed out on /account, the sign-in page brings the customer back there.
  await submitLogin(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/(account)?$/);

  // E-mail: the link goes to the new address, and the account moves when it is opened.
  await page.goto('/account');
  const email = section(page, 'Email address');
  const newEmail = `moved.${account.email}`;
  await email.getByLabel('New email').fill(newEmail);
  await email.getByLabel('Current password', { exact: true }).fill(NEW_PASSWORD);
  await email.getByRole('button', { name: 'Send link' }).click();
  await expect(email.getByRole('status')).toContainText('We have sent a link to your new address.');
  const link = await waitForMailedLink(newEmail, baseURL ?? '', '/verify-email');
  await page.goto(link);
  await expect(page.getByText('Your email address has been changed and verified.')).toBeVisible();
  await page.goto('/account');
  await expect(email.getByText(newEmail)).toBeVisible();

  // Sessions: another browser signs in; this one is marked, the other is signed out from here.
  const other = await request.post('/api/users/login', {
    data: { email: newEmail, password: NEW_PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/604.1' },
  });
  expect(other.status()).toBe(200);
  const otherToken = (await other.json()).token as string;
  await page.reload();
  const sessions = section(page, 'Where you are signed in');
  await expect(sessions.getByTestId('account-session')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: 'Sign out Safari on iOS' }).click();
  await expect(sessions.getByTestId('account-session')).toHaveCount(1);
  const ended = await request.get('/api/users/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(ended.status()).toBe(401);

  // Download my data: a JSON file of this account.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section(page, 'Your data').getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.account).toMatchObject({ email: newEmail, name: 'Mariam Al Nour', phone: '+971 50 765 4321' });
  expect(JSON.stringify(data)).not.toMatch(/scrypt|passwordHash/);

  // Delete my account: confirmed with the password in the dialog.
  await section(page, 'Delete my account').getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await submitLogin(page, newEmail, NEW_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
