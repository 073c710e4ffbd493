import { createReadStream, createWriteStream, readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';

/**
 * Writes the embedded database's data directory to `file` as a gzipped tar (the format PGlite's
 * `loadDataDir` reads), without holding the event loop: PGlite's own `dumpDataDir` builds the archive
 * synchronously in memory, which stopped every request for a second on the demo salon alone.
 *
 * The copy is consistent because it is taken while PGlite runs no query (`runExclusive`): between
 * queries every commit is in the files, written straight to disk, so the copy is what a sudden power
 * cut would leave, which PostgreSQL recovers from. A checkpoint first makes that recovery trivial.
 * Queries wait only for the plain file copy; compression happens after the lock is released.
 */
export async function dumpPgliteDataDir(client: PGlite, dataDir: string | undefined, file: string): Promise<void> {
  if (!dataDir) {
    // In memory (tests): nothing on disk to copy.
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return;
  }
  await client.exec('checkpoint');
  const copy = `${file}.tar`;
  try {
    await client.runExclusive(() =>
      pipeline(
        // ustar without pax headers: PGlite reads archives with a small tar reader.
        tar.create({ cwd: dataDir, portable: true, noPax: true }, readdirSync(dataDir)),
        createWriteStream(copy, { mode: 0o600 }),
      ),
    );
    await pipeline(createReadStream(copy), createGzip(), createWriteStream(file, { mode: 0o600 }));
  } finally {
    await rm(copy, { force: true });
  }
}
