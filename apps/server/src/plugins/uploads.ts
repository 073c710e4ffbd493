import { mkdirSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, untranslated } from '@/lib/errors';
import { MAX_IMAGE_BYTES } from '@/lib/images';

export const MULTIPART_ONLY_FOR_UPLOADS = untranslated(
  'This address takes JSON. Form uploads (multipart/form-data) are accepted only where an image is sent.',
);

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/**
 * Multipart bodies become plain objects (`attachFieldsToBody: 'keyValues'`: text fields as strings, the
 * file as a Buffer), so the same zod schema validates a multipart form and a JSON body. Uploaded images
 * now live in PostgreSQL (modules/images); DATA_DIR/uploads still serves the files an installation
 * upgraded from an earlier release saved there, under the URLs its catalog rows keep: never sniffed,
 * cached for a year.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  // The parser is global, so without this every route would read (and buffer) forms nobody asked for.
  // The routes that take an image say so in their OpenAPI `consumes`; the rest refuse before any parsing.
  app.addHook('onRequest', async (request) => {
    if (!/^\s*multipart\//i.test(request.headers['content-type'] ?? '')) return;
    if (request.routeOptions.schema?.consumes?.includes('multipart/form-data')) return;
    throw new AppError('UNSUPPORTED_MEDIA', MULTIPART_ONLY_FOR_UPLOADS);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
    throwFileSizeLimit: true,
  });
  mkdirSync(uploadsDir(app.config.dataDir), { recursive: true, mode: 0o700 });
  await app.register(fastifyStatic, {
    root: uploadsDir(app.config.dataDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'");
    },
  });
}

/** An uploaded file as multipart 'keyValues' delivers it; JSON bodies simply have none. */
export const ZUploadedFile = z.custom<Buffer>((value) => Buffer.isBuffer(value), {
  message: MESSAGES.catalog.imageType,
});

/** The spec sends the image as `file` (services) or `image` (therapist updates); either is taken. */
export function uploadedImage(body: { file?: Buffer; image?: unknown }): Buffer | undefined {
  if (body.file) return body.file;
  return Buffer.isBuffer(body.image) ? body.image : undefined;
}
