// Bundles the server into dist/server.js. npm packages stay external (installed in node_modules);
// the workspace's own TypeScript (@salon/shared) is bundled in, since Node cannot run .ts files.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { messagesEsbuildPlugin } from '../../scripts/messages-plugin.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@salon/'));

rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the backup/restore command that shares its database code.
  entryPoints: {
    server: 'src/server.ts',
    'backup-cli': 'src/backup/cli.ts',
    // The invoices' PDF renderer runs on worker threads (modules/invoices/invoice-pdf.pool.ts).
    'invoice-pdf-worker': 'src/modules/invoices/invoice-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  // The message catalogues (i18n/*.json), compiled into functions as the web's build does.
  plugins: [messagesEsbuildPlugin()],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
