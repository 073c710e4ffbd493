// `npm run backup [FILE]` and `npm run restore FILE` (built to dist/backup-cli.js; see scripts/backup.mjs).
import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadStorageConfig } from '@/config';
import { DataDirLockedError } from '@/db/lock';
import { BackupError, makeBackup, restoreBackup } from './backup';
import { BACKUP_MESSAGES } from './messages';

/** npm runs scripts from the project's root; a file named on the command line is relative to the caller. */
function resolveFromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function defaultBackupName(now = new Date()): string {
  return `salon-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar`;
}

async function main(argv: string[]): Promise<void> {
  // The backup holds every customer's details and password hash: for the server's user alone.
  process.umask(0o077);
  const [command, file, ...rest] = argv;
  if (rest.length > 0 || (command !== 'backup' && command !== 'restore')) throw new BackupError(BACKUP_MESSAGES.usage);
  const storage = loadStorageConfig();
  const started = Date.now();
  if (command === 'backup') {
    const target = resolveFromCaller(file ?? defaultBackupName());
    const manifest = await makeBackup(storage, target);
    const { size } = statSync(target);
    console.log(BACKUP_MESSAGES.written(target, manifest.database, Math.round(size / 1024), Date.now() - started));
    return;
  }
  if (!file) throw new BackupError(BACKUP_MESSAGES.restoreNeedsFile);
  const manifest = await restoreBackup(storage, resolveFromCaller(file));
  console.log(
    BACKUP_MESSAGES.restored(
      manifest.database === 'pglite' ? 'embedded' : 'PostgreSQL',
      manifest.database === 'pglite' ? `DATA_DIR ${storage.dataDir}` : 'DATABASE_URL',
    ),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
