// `npm start`: builds whatever is missing or out of date, then runs the server in this very process,
// so the salon's site is one Node process serving the web app and the API.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, root, run, SERVER_SOURCES, WEB_SOURCES } from './lib.mjs';

if (isStale('apps/web/dist/index.html', WEB_SOURCES)) {
  console.log('Building the web app…');
  if ((await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0) process.exit(1);
}
if (isStale('apps/server/dist/server.js', SERVER_SOURCES)) {
  console.log('Building the server…');
  if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) process.exit(1);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
