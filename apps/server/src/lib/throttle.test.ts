import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/helpers/test-app';
import { newCustomer } from '../../test/helpers/users';
import { buildApp } from '../app';

describe.runIf(inject('postgresAdminUrl'))('throttles across processes sharing PostgreSQL', () => {
  it('count failed logins made through two app instances together', async () => {
    const { handle, url, drop } = await createTestDatabase('postgres');
    const { openPostgres } = await import('../db/client');
    const secondHandle = await openPostgres(url!, 3);
    const config = testConfig();
    const first = await buildApp({ config, database: handle, serveWebApp: false });
    const second = await buildApp({ config, database: secondHandle, serveWebApp: false });
    try {
      const customer = newCustomer();
      await first.inject({ method: 'POST', url: '/api/users/register', payload: customer });
      const attempt = (app: typeof first, password: string) =>
        app.inject({ method: 'POST', url: '/api/users/login', payload: { email: customer.email, password } });
      // Five failures split across the two processes, all at once.
      const failures = await Promise.all([0, 1, 2, 3, 4].map((i) => attempt(i % 2 ? first : second, 'Wrong-pass1')));
      expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect((await attempt(first, customer.password)).statusCode).toBe(429);
      expect((await attempt(second, customer.password)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await secondHandle.close();
      await drop();
    }
  });
});
