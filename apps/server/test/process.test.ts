import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { categories } from '../src/db/schema';

/**
 * These tests start the real server as separate processes (through tsx, so no build is needed) and do to
 * them what an operator or a crash would: a second server on the same DATA_DIR, bad settings, SIGTERM,
 * SIGKILL in the middle of writing.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** One process per server, not tsx's CLI wrapper: a SIGKILL must hit the process that holds the database. */
const runTs = (script: string, ...args: string[]) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** What the operator sees as the reason on stderr (logs go to stdout). */
  errorLines: () => string[];
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', SEED_DEMO: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, errorLines: () => errors.trim().split('\n'), exited };
}

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'salon-process-'));

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR and leaves the first one running', async () => {
    const dataDir = tempDir();
    const [port1, port2] = [await freePort(), await freePort()];
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port1) });
    try {
      await waitForHealth(port1);
      const second = startServer({ DATA_DIR: dataDir, PORT: String(port2) });
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
    const first = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1' });
    await waitForHealth(port);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM received');
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1' });
    try {
      await waitForHealth(port);
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
    const started = startServer({ DATA_DIR: tempDir(), ...env });
    expect(await started.exited).toBe(1);
    const lines = started.errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(pattern);
  });

  it('stops with one clear line when DATABASE_URL points at nothing', async () => {
    const started = startServer({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/salon' });
    expect(await started.exited).toBe(1);
    const lines = started.errorLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach the database at DATABASE_URL/);
  });

  it('loses no committed row when the process is killed with SIGKILL while writing', async () => {
    const dataDir = tempDir();
    const child = runTs('test/fixtures/write-until-killed.ts', dataDir);
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
