import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '@/db/client';
import { categories } from '@/db/schema';
import { freePort, serverDir, startServerProcess, waitForHealth } from './helpers/server-process';

/**
 * These tests start the real server as separate processes (through tsx, so no build is needed) and do to
 * them what an operator or a crash would: a second server on the same DATA_DIR, bad settings, SIGTERM,
 * SIGKILL in the middle of writing.
 */
const startServer = (env: Record<string, string>) =>
  startServerProcess({ LOG_LEVEL: 'info', ...env }, Number(env.PORT) || undefined);

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'salon-process-'));

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR and leaves the first one running', async () => {
    const dataDir = tempDir();
    const [port1, port2] = [await freePort(), await freePort()];
    const first = await startServer({ DATA_DIR: dataDir, PORT: String(port1) });
    try {
      await waitForHealth(`http://127.0.0.1:${port1}`);
      const second = await startServer({ DATA_DIR: dataDir, PORT: String(port2) });
      expect(await second.exited).toBe(1);
      const lines = second.errorLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Another server \(pid \d+\) is already using DATA_DIR .*; stop it first/);
      const stillThere = await fetch(`http://127.0.0.1:${port1}/api/health`);
      expect(stillThere.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });

  it('stops cleanly on SIGTERM, releases the lock, and starts again on the same data', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1' });
    await waitForHealth(`http://127.0.0.1:${port}`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = await startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1' });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      const body = (await (await fetch(`http://127.0.0.1:${port}/api/categories`)).json()) as unknown[];
      expect(body).toHaveLength(4);
    } finally {
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    }
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT="eighty" must be a number$/],
    [
      { DATABASE_URL: 'mysql://localhost/salon' },
      /^Invalid configuration: DATABASE_URL="mysql:\/\/localhost\/salon" must be a postgres/,
    ],
  ])('stops at start-up on %j with one clear line', async (env, pattern) => {
    const started = await startServer({ DATA_DIR: tempDir(), ...env });
    expect(await started.exited).toBe(1);
    const lines = started.errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  });

  it('stops with one clear line when DATABASE_URL points at nothing', async () => {
    const started = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/salon' });
    expect(await started.exited).toBe(1);
    const lines = started.errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach the database at DATABASE_URL/);
  });

  it('loses no committed row when the process is killed with SIGKILL while writing', async () => {
    const dataDir = tempDir();
    // One process, not tsx's CLI wrapper: the SIGKILL must hit the process that holds the database.
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/write-until-killed.ts', dataDir], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: string[] = [];
    const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      let buffer = '';
      child.stdout.on('data', (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('committed ')) committed.push(line.slice(10));
        if (committed.length >= 200) resolve();
      });
    });
    child.kill('SIGKILL');
    expect(await exited).toBe(null);

    const reopened = await openPglite(dataDir);
    try {
      const rows = await reopened.db.select({ id: categories.id }).from(categories);
      const stored = new Set(rows.map((row) => row.id));
      const lost = committed.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(committed.length);
    } finally {
      await reopened.close();
    }
  });
});
