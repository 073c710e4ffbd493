import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * DATA_DIR holds the database, the JWT secret and mail with password-reset links: only the server's own
 * user may enter it. Created 0700; one made earlier with looser modes is tightened when it is ours (someone
 * else's directory is theirs to manage, and chmod would fail anyway).
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stat = statSync(dataDir);
  if (stat.uid === process.getuid?.() && (stat.mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
}
