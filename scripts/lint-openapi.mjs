// `npm test`'s API description step: builds the OpenAPI document from the app itself (no port, an in-memory
// database), as a site at PUBLIC_URL would serve it at /api/docs/json, and lints it with Redocly's
// recommended rules (redocly.yaml). Errors fail the step; the known warnings are in docs/decisions.md.
// `--json <file>` writes { passed, failed } for the suite's count (the document counts as one check).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-openapi-'));
const document = path.join(dir, 'openapi.json');
// A real site's address: the lint rightly warns about a document whose server is localhost.
const publicUrl = process.env.PUBLIC_URL ?? 'https://lumieresalon.ae';

async function writeAndLint() {
  const written = await run(
    process.execPath,
    ['--import', 'tsx', '--import', '../../scripts/messages-register.mjs', 'src/write-openapi.ts', document],
    {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, PUBLIC_URL: publicUrl },
    },
  );
  if (written !== 0) return written;
  return run(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      document,
      '--config',
      'redocly.yaml',
      '--format',
      'stylish',
    ],
    { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
}

try {
  const code = await writeAndLint();
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0) {
    const passed = code === 0 ? 1 : 0;
    writeFileSync(process.argv[jsonIndex + 1], JSON.stringify({ passed, failed: 1 - passed }));
  }
  process.exitCode = code;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
