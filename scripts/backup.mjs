// `npm run backup [FILE]` and `npm run restore FILE`: builds the server if it is stale (the command shares
// its database code), then runs apps/server/src/backup/cli.ts in this process.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root, run, SERVER_SOURCES } from './lib.mjs';

if (isStale('apps/server/dist/backup-cli.js', SERVER_SOURCES)) {
  console.log('Building the server…');
  if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/backup-cli.js')).href);
