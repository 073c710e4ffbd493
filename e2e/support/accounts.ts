import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { GoogleIdentity } from './google';

/** Satisfies the sign-up rules (spec §5): 8+ characters, upper and lower case, a digit. */
export const STRONG_PASSWORD = 'Jasmine-2025';

export interface Account {
  name: string;
  email: string;
  password: string;
  phone: string;
}

/** A short random tag, so that every test has its own accounts however often and in whatever order it runs. */
export function uniqueTag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 10);
}

/** A fresh customer with a unique e-mail; `label` says which test made it, for whoever reads the database. */
export function newAccount(label: string): Account {
  const tag = uniqueTag();
  return {
    name: `Mariam ${label} ${tag}`,
    email: `${label}.${tag}@e2e.test`,
    password: STRONG_PASSWORD,
    phone: '0501234567',
  };
}

/** A Google account nobody has used on the site yet. */
export function newGoogleIdentity(label: string): GoogleIdentity {
  const tag = uniqueTag();
  return { sub: `google-${tag}`, email: `${label}.${tag}@gmail.e2e.test`, email_verified: true, name: `Noor ${tag}` };
}

/**
 * Creates the account through the API, as a visitor from an address of its own (sign-ups through the
 * browser share the one address of this machine: ten an hour for the whole run).
 */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<void> {
  // A visitor of its own (documentation addresses, RFC 5737): sign-ups are limited per address.
  const address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  const response = await request.post('/api/users/register', {
    data: account,
    headers: { 'x-forwarded-for': address },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The e-mail and password form on /login (the page must be open). */
export function loginForm(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/** Opens /login and submits the form; the caller checks where that leads. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Logs in through the form and waits for where a successful login goes: the home page for a customer (spec
 * §2), the dashboard's first page for staff (issue 27; a therapist's is their day).
 */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(dashboard(\/my-day)?)?$/);
}
