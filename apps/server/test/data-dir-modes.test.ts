import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess, waitForHealth } from './helpers/server-process';
import { newCustomer } from './helpers/users';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every entry under `dir` that its group or other users could read, write or enter. */
function looseEntries(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => (statSync(file).mode & 0o077) !== 0)
    .map((file) => `${path.relative(dir, file)} ${modeOf(file).toString(8)}`);
}

async function waitForFile(dir: string, suffix: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    // The mail is sent after the answer, so the folder may not even exist yet.
    const found = existsSync(dir) && readdirSync(dir).find((name) => name.endsWith(suffix));
    if (found) return path.join(dir, found);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${suffix} file appeared in ${dir}`);
}

/**
 * DATA_DIR holds the database, the JWT secret and, in the outbox, mail with password-reset links. The
 * real server process must keep all of it to its own user, whatever umask it was started with.
 */
describe('DATA_DIR of the server process', () => {
  it('is created 0700 with its database, outbox and mail for the server’s user alone', {
    timeout: 90_000,
  }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'salon-modes-')), 'data');
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await waitForHealth(server.url);
      const customer = newCustomer();
      const post = (url: string, body: object) =>
        fetch(`${server.url}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/api/users/register', customer)).status).toBe(201);
      expect((await post('/api/users/forgot-password', { email: customer.email })).status).toBe(200);
      const mail = await waitForFile(path.join(dataDir, 'outbox'), '.eml');

      expect(modeOf(dataDir).toString(8)).toBe('700');
      expect(modeOf(path.join(dataDir, 'pglite')).toString(8)).toBe('700');
      expect(modeOf(path.join(dataDir, 'outbox')).toString(8)).toBe('700');
      expect(modeOf(path.join(dataDir, 'uploads')).toString(8)).toBe('700');
      expect(modeOf(mail).toString(8)).toBe('600');
      expect(modeOf(path.join(dataDir, 'jwt-secret')).toString(8)).toBe('600');
      // PGlite sets its files' modes itself (0666, past the umask), so what keeps them private is that
      // every directory on the way is 0700; everything the server writes itself is 0600 as well.
      const loose = looseEntries(dataDir);
      expect(loose.filter((entry) => !entry.startsWith(`pglite${path.sep}`))).toEqual([]);
      const directories = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
        .map((entry) => path.join(dataDir, entry))
        .filter((entry) => statSync(entry).isDirectory());
      expect(directories.length).toBeGreaterThan(3);
      expect(directories.filter((entry) => modeOf(entry) !== 0o700)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('is tightened to 0700 when it already exists with looser modes', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-modes-'));
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await waitForHealth(server.url);
      expect(modeOf(dataDir).toString(8)).toBe('700');
    } finally {
      await server.stop();
    }
  });
});
