import { createWriteStream, existsSync, openAsBlob, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import type { AppConfig } from '@/config';
import { openPglite } from '@/db/client';
import { DataDirLockedError, lockDataDir } from '@/db/lock';
import { migrationsShipped } from '@/modules/health';
import { BACKUP_MESSAGES } from './messages';
import { DATABASE_DUMP_PATH, opsSocketPath } from './ops-socket';
import { connectionArguments, postgresTool, runTool } from './pg-tools';

/**
 * A backup is one uncompressed tar file (its database part is compressed already, and uploads are
 * images) holding:
 *   salon-backup.json        the manifest below
 *   database/pglite.tar.gz   the embedded database's data directory, or
 *   database/postgres.dump   pg_dump's custom format (one snapshot: consistent while the site writes)
 *   uploads/…                legacy uploaded images from DATA_DIR/uploads
 *   jwt-secret               the generated signing secret, so sessions survive a restore
 */
export const MANIFEST = 'salon-backup.json';
const FORMAT_VERSION = 1;
const PGLITE_DUMP = 'database/pglite.tar.gz';
const POSTGRES_DUMP = 'database/postgres.dump';
/** What of DATA_DIR travels with the database; the outbox (copies of sent mail) and the lock do not. */
const DATA_DIR_ENTRIES = ['uploads', 'jwt-secret'];

export interface BackupManifest {
  format: 'salon-backup';
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The newest migration in the backup's schema, for the operator's eyes. */
  schema: string | undefined;
  files: string[];
}

/** How long the CLI keeps asking a server that holds DATA_DIR but has not opened its socket yet. */
const SOCKET_PATIENCE_MS = 10_000;

export class BackupError extends Error {}

type Storage = Pick<AppConfig, 'dataDir' | 'databaseUrl'>;

/** Writes `file` (never half a file: it appears whole, by rename, or not at all). */
export async function makeBackup(storage: Storage, file: string): Promise<BackupManifest> {
  if (existsSync(file)) throw new BackupError(BACKUP_MESSAGES.fileExists(file));
  await mkdir(path.dirname(file), { recursive: true });
  // Beside the target, so the final rename stays on one file system.
  const staging = await mkdtemp(path.join(path.dirname(file), '.salon-backup-'));
  const partial = `${file}.partial`;
  try {
    await mkdir(path.join(staging, 'database'));
    const database = storage.databaseUrl ? 'postgres' : 'pglite';
    if (storage.databaseUrl) await dumpPostgres(storage.databaseUrl, path.join(staging, POSTGRES_DUMP));
    else await dumpPglite(storage.dataDir, path.join(staging, PGLITE_DUMP));
    // After the database: a file uploaded meanwhile is only extra; a row's file is never missing.
    const files = DATA_DIR_ENTRIES.filter((entry) => existsSync(path.join(storage.dataDir, entry)));
    const manifest: BackupManifest = {
      format: 'salon-backup',
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database,
      schema: migrationsShipped().at(-1)?.tag,
      files,
    };
    writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ file: partial, cwd: staging, portable: true }, [MANIFEST, 'database']);
    if (files.length > 0) await tar.replace({ file: partial, cwd: storage.dataDir, portable: true }, files);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, env } = connectionArguments(databaseUrl);
  await runTool(
    postgresTool('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`],
    env,
  );
}

/**
 * The embedded database can be opened by one process only. When no server holds DATA_DIR this process
 * takes the lock and dumps it itself; otherwise it asks the running server, whose dump runs between its
 * queries while it keeps serving.
 */
async function dumpPglite(dataDir: string, target: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new BackupError(BACKUP_MESSAGES.noDatabase(dataDir));
  let unlock: (() => void) | undefined;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return dumpFromRunningServer(dataDir, target);
  }
  try {
    const handle = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await handle.dump(target);
    } finally {
      await handle.close();
    }
  } finally {
    unlock();
  }
}

async function dumpFromRunningServer(dataDir: string, target: string): Promise<void> {
  const socketPath = opsSocketPath(dataDir);
  const deadline = Date.now() + SOCKET_PATIENCE_MS;
  for (;;) {
    try {
      return await fetchDump(socketPath, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The server may have taken the lock and not yet opened its socket.
      if ((code === 'ENOENT' || code === 'ECONNREFUSED') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      if (error instanceof BackupError) throw error;
      throw new BackupError(BACKUP_MESSAGES.serverSilent(socketPath, (error as Error).message));
    }
  }
}

function fetchDump(socketPath: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request({ socketPath, path: DATABASE_DUMP_PATH, method: 'GET' }, (response) => {
      if (response.statusCode !== 200) {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          reject(new BackupError(BACKUP_MESSAGES.serverRefused(response.statusCode ?? 0, body.trim()))),
        );
        return;
      }
      pipeline(response, createWriteStream(target, { mode: 0o600 })).then(resolve, reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** Reads the manifest of a backup file, refusing files that are not backups or are of a newer format. */
export async function readManifest(file: string, into: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(BACKUP_MESSAGES.fileMissing(file));
  await tar.extract({ file, cwd: into, strict: true }).catch(() => {
    throw new BackupError(BACKUP_MESSAGES.notABackup(file));
  });
  const manifestFile = path.join(into, MANIFEST);
  if (!existsSync(manifestFile)) throw new BackupError(BACKUP_MESSAGES.notABackup(file));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 'salon-backup') throw new BackupError(BACKUP_MESSAGES.notABackup(file));
  if (manifest.version > FORMAT_VERSION) throw new BackupError(BACKUP_MESSAGES.newerFormat(file));
  return manifest;
}

const isEmptyDir = (dir: string) => !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0);

/**
 * Brings a backup back: the embedded database into an empty DATA_DIR, or PostgreSQL's into the empty
 * database at DATABASE_URL (with the uploads into DATA_DIR). It never overwrites: a non-empty target is
 * refused with a message saying so.
 */
export async function restoreBackup(storage: Storage, file: string): Promise<BackupManifest> {
  // Beside DATA_DIR rather than in /tmp, which is often a small in-memory file system.
  await mkdir(path.dirname(storage.dataDir), { recursive: true });
  const unpacked = await mkdtemp(path.join(path.dirname(storage.dataDir), '.salon-restore-'));
  try {
    const manifest = await readManifest(file, unpacked);
    if (manifest.database === 'pglite') {
      if (storage.databaseUrl) throw new BackupError(BACKUP_MESSAGES.pgliteBackupNeedsDataDir);
      if (!isEmptyDir(storage.dataDir)) throw new BackupError(BACKUP_MESSAGES.dataDirNotEmpty(storage.dataDir));
      const unlock = lockDataDir(storage.dataDir);
      try {
        const handle = await openPglite(path.join(storage.dataDir, 'pglite'), {
          loadDataDir: await openAsBlob(path.join(unpacked, PGLITE_DUMP)),
        });
        await handle.client.query('select 1');
        await handle.close();
        await restoreFiles(unpacked, storage.dataDir, manifest);
      } finally {
        unlock();
      }
    } else {
      if (!storage.databaseUrl) throw new BackupError(BACKUP_MESSAGES.postgresBackupNeedsUrl);
      const uploads = path.join(storage.dataDir, 'uploads');
      if (!isEmptyDir(uploads)) throw new BackupError(BACKUP_MESSAGES.uploadsNotEmpty(uploads));
      const tables = await countTables(storage.databaseUrl);
      if (tables > 0) throw new BackupError(BACKUP_MESSAGES.databaseNotEmpty(tables));
      const { url, env } = connectionArguments(storage.databaseUrl);
      // One transaction: a restore that fails half-way leaves the database as empty as it found it.
      await runTool(
        postgresTool('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${url}`,
          path.join(unpacked, POSTGRES_DUMP),
        ],
        env,
      );
      await restoreFiles(unpacked, storage.dataDir, manifest);
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

async function restoreFiles(unpacked: string, dataDir: string, manifest: BackupManifest): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (manifest.files.includes('uploads')) {
    await cp(path.join(unpacked, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  }
  // A secret already there (servers sharing PostgreSQL may all have one) is the one they sign with: kept.
  const secret = path.join(dataDir, 'jwt-secret');
  if (manifest.files.includes('jwt-secret') && !existsSync(secret)) {
    await copyFile(path.join(unpacked, 'jwt-secret'), secret);
  }
}

async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'`,
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
