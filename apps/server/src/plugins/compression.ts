import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this, compression saves less than its own framing costs (the house rule: JSON over 1 KB). */
export const COMPRESS_MIN_BYTES = 1_024;

/**
 * Brotli's quality: 4 compressed a 100 KB page of orders to 25.6 % in about 2 ms on this machine, as small
 * as qualities 5 to 8 made it (25.6–25.8 %), while 8 took 8 ms and 11 took 155 ms for 22 %. gzip at its
 * default level took 2 ms for 26.6 %.
 */
const BROTLI_QUALITY = 4;

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && /^application\/(.+\+)?json\b/.test(contentType);

/**
 * Compresses the API's JSON answers over 1 KB for clients that accept brotli or gzip (brotli first), in
 * the scope it is registered in (the /api routes), so the web app's files, which are sent already
 * compressed at build time, never pass through it. An answer that already carries a Content-Encoding
 * (the cached public reads send their gzip made once, `sendJson` in read-caches.ts) is left as it is.
 * Bigger answers are compressed in libuv's thread pool (the plugin's stream path), so the event loop is
 * not held. Request bodies are not decompressed: no client sends them compressed, and inflating uploads
 * would only open a way to make the server inflate what a client sends.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: /^application\/(.+\+)?json\b/,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
  });
  // The plugin names accept-encoding in Vary only on the answers it compresses; an answer big enough to be
  // compressed is sent plain only because of the request's accept-encoding, so it must say so too, or a
  // shared cache could hand the plain copy to everyone. Runs before the plugin's own hook (route hooks
  // come after instance hooks), which then finds the name already there.
  api.addHook('onSend', async (_request, reply, payload) => {
    if (isJson(reply.getHeader('content-type')) && sizeOf(payload) >= COMPRESS_MIN_BYTES) {
      varyOnAcceptEncoding(reply);
    }
    return payload;
  });
}

function sizeOf(payload: unknown): number {
  if (typeof payload === 'string') return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  return 0;
}

function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}
