import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_RULES } from '@/modules/users';
import { startNginx } from './helpers/nginx';
import { startServerProcess, waitForHealth } from './helpers/server-process';

/** The README's set-up for real: Debian's nginx in front of the server process started with TRUST_PROXY=1. */
describe('behind nginx with TRUST_PROXY=1', () => {
  it('throttles a client by its real address whatever X-Forwarded-For it sends', { timeout: 120_000 }, async () => {
    const server = await startServerProcess({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'salon-proxy-')),
      TRUST_PROXY: '1',
    });
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    try {
      await waitForHealth(server.url);
      nginx = await startNginx(server.port);
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_RULES.perAddress.limit; i++) {
        const response = await fetch(`${nginx.url}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `1.2.3.${i}` },
          body: JSON.stringify({ email: `guess${i}@example.com`, password: 'Wrong-pass1' }),
        });
        statuses.push(response.status);
      }
      expect(statuses, nginx.output()).toEqual([...Array(LOGIN_RULES.perAddress.limit).fill(401), 429]);
    } finally {
      await nginx?.stop();
      await server.stop();
    }
  });
});
