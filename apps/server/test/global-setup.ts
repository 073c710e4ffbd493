import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '@/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar.gz) that each test file loads in memory. */
    pgliteTemplatePath: string;
    /** A connection URL with the right to create databases, or '' when PostgreSQL is not here. */
    postgresAdminUrl: string;
  }
}

const DEFAULT_LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs once per test run. Creating a PGlite database costs seconds, so it is done once here and every
 * test file starts from a copy. PostgreSQL is used when TEST_DATABASE_URL is set (then it is mandatory:
 * CI sets it) or when the usual local server answers.
 */
export default async function setup(project: TestProject): Promise<void> {
  const dir = path.join(os.tmpdir(), `salon-test-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const handle = await openPglite(undefined);
  await handle.migrate();
  const dump = await handle.client.dumpDataDir('gzip');
  await handle.close();
  const templatePath = path.join(dir, 'pglite-template.tar.gz');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);

  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    if (!(await reachable(configured))) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at ${configured}`);
    }
    project.provide('postgresAdminUrl', configured);
  } else {
    project.provide('postgresAdminUrl', (await reachable(DEFAULT_LOCAL_POSTGRES)) ? DEFAULT_LOCAL_POSTGRES : '');
  }
}
