import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty PostgreSQL database for server processes to migrate and seed themselves (unlike
 * `createTestDatabase`, which migrates it first), dropped with whatever connections are left on it.
 */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `salon_scratch_${randomBytes(6).toString('hex')}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}
