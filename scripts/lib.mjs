// Small helpers shared by the start, dev and test scripts (plain Node: they run before anything is built).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file below the given paths (0 when none exist). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** True when `output` is missing or older than any of its sources. */
export function isStale(output, sources) {
  const file = path.join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newestMtime(sources);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];
export const SERVER_SOURCES = ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'];

/** A TCP port free on the loopback right now, for a server a script starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
