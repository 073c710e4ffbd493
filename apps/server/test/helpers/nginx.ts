import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** Debian's nginx; `npm test` installs it when missing (scripts/test.mjs `ensureNginx`). */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The README's "Behind a reverse proxy" server block, run for real: every path nginx writes (pid, logs,
 * temp files) sits in a temp dir, and it stays in the foreground so the test owns the process.
 */
export async function startNginx(upstreamPort: number): Promise<Nginx> {
  if (!existsSync(nginxPath))
    throw new Error(
      `nginx is missing at ${nginxPath}: install it with "sudo apt-get install -y nginx" (npm test installs it when run as root), or set NGINX_PATH`,
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'salon-nginx-'));
  const port = await freePort();
  const config = `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Host $host;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(
    nginxPath,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${output}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
