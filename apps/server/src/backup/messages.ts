/** What backup and restore tell the operator: every sentence in one place. */
export const BACKUP_MESSAGES = {
  usage: 'Usage: npm run backup [FILE]   |   npm run restore FILE',
  restoreNeedsFile: 'Name the backup file to restore: npm run restore FILE',
  fileMissing: (file: string) => `There is no backup file at ${file}`,
  fileExists: (file: string) => `${file} already exists; choose another name or move it away first`,
  notABackup: (file: string) => `${file} is not a salon backup (it has no salon-backup.json)`,
  newerFormat: (file: string) => `${file} was written by a newer version of the salon; update before restoring it`,
  noDatabase: (dataDir: string) => `There is no embedded database in DATA_DIR ${dataDir} to back up`,
  serverSilent: (socket: string, reason: string) =>
    `A server holds DATA_DIR but did not answer on ${socket} (${reason}); is it still starting? Try again in a moment`,
  serverRefused: (status: number, body: string) =>
    `The running server could not dump the database (${status}): ${body}`,
  written: (file: string, kind: string, kilobytes: number, ms: number) =>
    `Backup of the ${kind} database and uploaded files written to ${file} (${kilobytes} kB in ${ms} ms)`,
  pgliteBackupNeedsDataDir:
    'This backup holds an embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR',
  postgresBackupNeedsUrl:
    'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it into',
  dataDirNotEmpty: (dataDir: string) =>
    `DATA_DIR ${dataDir} is not empty; restore only into an empty or new directory, so nothing is overwritten`,
  uploadsNotEmpty: (dir: string) => `${dir} already holds files; restore only into an empty uploads folder`,
  databaseNotEmpty: (tables: number) =>
    `The database at DATABASE_URL already has ${tables} table(s); restore only into an empty database (e.g. createdb a new one)`,
  restored: (kind: string, target: string) =>
    `Backup restored: the ${kind} database into ${target}. Start the server with npm start.`,
} as const;
