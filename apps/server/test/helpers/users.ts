import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@/db/schema';

export const STRONG_PASSWORD = 'Salon-Pass1';

let counter = 0;
/** A unique customer per call, so tests never collide on e-mail. */
export function newCustomer(overrides: Partial<{ name: string; email: string; password: string; phone: string }> = {}) {
  counter += 1;
  return {
    name: 'Layla Haddad',
    email: `layla.${process.pid}.${counter}@example.com`,
    password: STRONG_PASSWORD,
    phone: '+971501234567',
    ...overrides,
  };
}

/**
 * A signed-up, signed-in customer. Their address is verified (as if they had opened the mailed link, which
 * users/accounts/verification.test.ts does for real) unless `verified: false`: most tests are about what a real
 * customer gets, mail included.
 */
export async function registerAndLogin(
  app: FastifyInstance,
  {
    verified = true,
    ...overrides
  }: Partial<{ name: string; email: string; password: string; phone: string }> & {
    verified?: boolean;
  } = {},
) {
  const customer = newCustomer(overrides);
  const registered = await app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  if (verified) {
    await app.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, customer.email.toLowerCase()));
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: customer.email, password: customer.password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json() as { token: string; user: { _id: string } };
  return { ...customer, token: body.token, userId: body.user._id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const ADMIN_CREDENTIALS = { email: 'admin@salon.test', password: 'Admin-Pass1' };

/** Creates (or promotes) the test admin and returns a bearer header for it. */
export async function adminHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  const { ensureAdmin } = await import('@/db/seed');
  await ensureAdmin(app.database.db, ADMIN_CREDENTIALS);
  const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN_CREDENTIALS });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  return bearer(login.json().token);
}
