import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './env';

const e2eRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SalonServer {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(String(address.port)) : reject()));
    });
  });
}

/**
 * Another production server beside the suite's, configured differently (`settings`, e.g. SALON_TIMEZONE),
 * on a free port with a fresh data directory of its own. Started by the spec that needs it rather than by
 * playwright.config.ts, so the other specs' runs do not wait for it. Resolves once /api/health answers.
 */
export async function startSalonServer(settings: Record<string, string>): Promise<SalonServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-e2e-extra-'));
  const child = spawn(process.execPath, ['../apps/server/dist/server.js'], {
    cwd: e2eRoot,
    env: { ...process.env, ...serverEnv({ port, dataDir, baseURL }), ...settings },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGTERM lets the server close the embedded database and release the data directory's lock.
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The extra server on ${baseURL} did not start: ${errors || 'no output'}`);
}
