// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot reload (Vite),
// Vite on PORT (default 3000) proxying /api to the API on API_PORT (default 3001).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');

const children = [
  spawn('npx', ['tsx', 'watch', '--import', '../../scripts/messages-register.mjs', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: dataDir,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
