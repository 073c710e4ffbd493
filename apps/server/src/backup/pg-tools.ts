import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Debian and Ubuntu install each PostgreSQL major version's programs here. */
const DEBIAN_POSTGRES_LIB = '/usr/lib/postgresql';

/**
 * The path of pg_dump or pg_restore: from PG_BIN_DIR when set, else the newest major version Debian
 * installed (pg_dump must be at least as new as the server), else the name alone, found on PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return path.join(env.PG_BIN_DIR, name);
  if (existsSync(DEBIAN_POSTGRES_LIB)) {
    const versions = readdirSync(DEBIAN_POSTGRES_LIB)
      .filter((entry) => /^\d+$/.test(entry) && existsSync(path.join(DEBIAN_POSTGRES_LIB, entry, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_POSTGRES_LIB, versions[0], 'bin', name);
  }
  return name;
}

/**
 * A connection URL for a PostgreSQL program's command line, and its password apart: arguments are
 * visible to every user of the machine (ps), the environment is not.
 */
export function connectionArguments(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL program; rejects with its own error output when it fails. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} was not found: install the PostgreSQL client programs (postgresql-client) or set PG_BIN_DIR`
            : error.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed: ${errors.trim() || `exit ${code}`}`)),
    );
  });
}
