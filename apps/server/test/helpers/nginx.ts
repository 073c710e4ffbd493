import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/** Debian's nginx; `npm test` installs it when missing (scripts/test.mjs `ensureNginx`). */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The response header in which nginx names the server that answered (`127.0.0.1:port`). */
export const UPSTREAM_HEADER = 'x-upstream';

export interface Nginx {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The README's "Behind a reverse proxy" server block, run for real: every path nginx writes (pid, logs,
 * temp files) sits in a temp dir, and it stays in the foreground so the test owns the process.
 *
 * Given several ports it balances over them as a plain load balancer would: round-robin, no stickiness, so
 * consecutive requests of one client land on different servers. `max_fails=0` keeps every server in the
 * rotation even after a failed request, so the spread stays the same whatever a test does to one of them.
 * Each response names the server that answered in `X-Upstream`, so a test can tell where requests went.
 */
export async function startNginx(upstreamPorts: number | number[]): Promise<Nginx> {
  const ports = Array.isArray(upstreamPorts) ? upstreamPorts : [upstreamPorts];
  if (ports.length === 0) throw new Error('startNginx needs at least one upstream port');
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
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream salon {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://salon;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
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
