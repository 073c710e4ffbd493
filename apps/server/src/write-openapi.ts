// Writes the API's OpenAPI document to a file without listening on any port: the app is built on an
// in-memory PGlite, asked for its document, and closed. `scripts/lint-openapi.mjs` lints what it writes.
// Usage: tsx src/write-openapi.ts <file>   (PUBLIC_URL sets the document's server, as on a real site)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openPglite } from './db/client';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: write-openapi <file>');
  process.exit(2);
}
// A throw-away DATA_DIR and secret: the document depends on neither, and nothing real is touched.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-openapi-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'only-for-describing-the-api-never-for-signing',
  SEED_DEMO: '0',
  PUBLIC_URL: process.env.PUBLIC_URL,
});
const database = await openPglite(undefined);
try {
  const app = await buildApp({ config, database, serveWebApp: false });
  await app.ready();
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
