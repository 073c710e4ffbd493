import type { AppConfig } from '@/config';
import { BANNER_FIELD } from '@/lib/log-format';
import type { DatabaseHandle } from './client';
import { openPglite, openPostgres } from './client';
import { ensureAdmin, seedDemo } from './seed';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** pino's: a logger whose lines carry these fields. */
  child?(bindings: Record<string, unknown>): Pick<Logger, 'warn'>;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(`${config.dataDir}/pglite`);
}

/**
 * Brings the schema up to date, then the configured admin and the demo data. It runs under the
 * database-wide lock so that several servers starting on one PostgreSQL migrate and seed only once.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'admin' | 'seedDemo' | 'salonTimeZone'> & Partial<Pick<AppConfig, 'publicUrl'>>,
  log: Logger,
): Promise<void> {
  const publicUrl = config.publicUrl ?? '';
  await handle.exclusively(async () => {
    await handle.migrate();
    // Demo data first: it only fills a database without users, and the configured admin is one.
    if (config.seedDemo) {
      const result = await seedDemo(handle.db, { timeZone: config.salonTimeZone, createDemoAdmin: !config.admin });
      if (result.seeded)
        log.info(
          'Demo data created: 4 categories, 16 services, 4 therapists, 14 days of slots, 5 past visits at the till',
        );
      if (result.demoAdmin) {
        const { email, password } = result.demoAdmin;
        // A terminal shows the banner's box (lib/log-format.ts); JSON logs keep the one-line message.
        const banner = [
          'Demo admin created (shown only once)',
          `Sign in at ${publicUrl}/login`,
          `E-mail:   ${email}`,
          `Password: ${password}`,
        ];
        (log.child?.({ [BANNER_FIELD]: banner }) ?? log).warn(
          `Demo admin created. Sign in at ${publicUrl}/login with e-mail ${email} and password ${password} (shown only once)`,
        );
      }
    }
    if (config.admin) {
      const outcome = await ensureAdmin(handle.db, config.admin);
      if (outcome === 'refused') {
        log.warn(
          `ADMIN_EMAIL ${config.admin.email} belongs to an account whose owner has not verified that address, so it was not made an admin. Verify the address from that account (or choose another ADMIN_EMAIL) and restart.`,
        );
      } else if (outcome !== 'unchanged') {
        log.info(`Admin ${config.admin.email} ${outcome}`);
      }
    }
  });
}
