import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fresh from 'fresh';
import { z } from 'zod';
import * as service from './images.service';

/**
 * Plain strings, not z.uuid(): a malformed address is an image that does not exist (404), not a bad
 * request. The service checks both parts before anything reaches the database.
 */
const ZMediaParams = z.object({ imageId: z.string(), file: z.string() });

/**
 * Uploaded images, served by every server from PostgreSQL. A variant's bytes never change under its
 * address (a new upload gets a new id), so browsers and proxies keep it for a year without asking again;
 * the ETag is the bytes' hash for whoever asks anyway. The bytes are our own WebP encoding, still never
 * sniffed and never allowed to run anything.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:imageId/:file',
    {
      config: { access: 'public' },
      schema: { summary: 'An uploaded picture at one width (WebP)', tags: ['images'], params: ZMediaParams },
    },
    async (request, reply) => {
      const { imageId, file } = request.params;
      const cached = request.headers['if-none-match'];
      const variant = await service.findServedVariant(
        app.database.db,
        imageId,
        file,
        cached ? (etag) => fresh(request.headers, { etag }) : undefined,
      );
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', variant.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      if (!variant.bytes) return reply.status(304).send();
      return reply.type(variant.contentType).send(variant.bytes);
    },
  );
};
