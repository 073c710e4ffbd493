import { startMessageJob } from '@/modules/messaging';
import { startCompletionJob, startReminderJob } from '@/modules/orders';
import { startWaitlistJob } from '@/modules/waitlist';
import { buildApp, loggerOptions } from './app';
import { listenOnOpsSocket } from './backup/ops-socket';
import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { openConfiguredDatabase, prepareDatabase } from './db/prepare';
import { secureDataDir } from './lib/data-dir';
import { listenForMetrics } from './plugins/metrics';

/** How long in-flight requests get to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Everything the server writes (PGlite's files, the outbox's reset links, uploads) is for its user alone.
  process.umask(0o077);
  const config = loadConfig();
  secureDataDir(config.dataDir);
  // Only the embedded database needs the directory to itself; PostgreSQL serves many processes.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = await openConfiguredDatabase(config);
    const app = await buildApp({
      config,
      database,
      logger: loggerOptions(config.logLevel),
    });
    await prepareDatabase(database, config, app.log);
    startReminderJob(app, config.reminderIntervalMs);
    startMessageJob(app, config.reminderIntervalMs);
    startCompletionJob(app, config.reminderIntervalMs);
    startWaitlistJob(app, config.reminderIntervalMs);
    // The embedded database can only be dumped by the process that has it open: `npm run backup` asks here.
    const closeOpsSocket = database.dump ? await listenOnOpsSocket(config.dataDir, database, app.log) : undefined;
    const metricsListener = config.metrics.port
      ? await listenForMetrics(app.metrics, { port: config.metrics.port, host: config.metrics.host })
      : undefined;

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
      const timer = setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      timer.unref();
      try {
        await app.close();
        await metricsListener?.close();
        await closeOpsSocket?.();
        await database?.close();
      } finally {
        unlock();
      }
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Salon booking site ready at ${config.publicUrl} (database: ${database.kind})`);
    if (metricsListener) app.log.info(`Metrics at http://${config.metrics.host}:${metricsListener.port}/metrics`);
  } catch (error) {
    await database?.close().catch(() => {});
    unlock();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port already in use: ${(error as Error).message}. Set PORT to a free port.`);
  } else if (
    (error as NodeJS.ErrnoException).code === 'ECONNREFUSED' ||
    (error as NodeJS.ErrnoException).code === 'ENOTFOUND'
  ) {
    console.error(`Cannot reach the database at DATABASE_URL: ${(error as Error).message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
