import { chmodSync, createReadStream, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '@/db/client';

/**
 * The running embedded server's channel for operators: an HTTP server on a unix socket in DATA_DIR,
 * readable and writable by the server's user only (mode 0600, in a 0700 directory). Whoever can open it
 * could read DATA_DIR anyway, so it needs no token, and nothing on the network can reach it.
 */
export const opsSocketPath = (dataDir: string) => path.join(dataDir, 'ops.sock');

/** Where the database dump is asked for. */
export const DATABASE_DUMP_PATH = '/backup/database';

/** Linux refuses socket paths longer than 107 bytes. */
const MAX_SOCKET_PATH = 107;

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(fields: object, message: string): void;
}

/**
 * Serves the embedded database's dump to `npm run backup`: only this process may open DATA_DIR (see
 * db/lock.ts), and PGlite's dump is consistent because it is taken between two queries. Returns the
 * function that closes the socket, or undefined when the path is too long for a socket.
 */
export async function listenOnOpsSocket(
  dataDir: string,
  database: DatabaseHandle,
  log: Logger,
): Promise<(() => Promise<void>) | undefined> {
  const socketPath = opsSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      `DATA_DIR is too long a path for the operations socket (${socketPath}); npm run backup will only work while the server is stopped`,
    );
    return undefined;
  }
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== DATABASE_DUMP_PATH || !database.dump) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const started = Date.now();
    // Kept in DATA_DIR (the server's user's alone) only until it has been sent.
    const file = path.join(dataDir, `.backup-${process.pid}-${started}.tar.gz`);
    const { dump } = database;
    (async () => {
      await dump(file);
      const { size } = statSync(file);
      response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(size) });
      await pipeline(createReadStream(file), response);
      log.info(`backup: database dump of ${Math.round(size / 1024)} kB sent in ${Date.now() - started} ms`);
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup: the database dump failed');
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('The database dump failed; see the server log\n');
      })
      .finally(() => rmSync(file, { force: true }));
  });
  // This process holds DATA_DIR's lock, so a socket file left there is a dead server's.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(socketPath, { force: true });
  };
}
