import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SLOTS_TAG, serviceTag, therapistTag } from '@/lib/cache-tags';
import { type CatalogView, viewKey } from '@/lib/catalog-view';
import { type JsonBody, LiveCache, type Loaded } from '@/lib/live-cache';
import { requestLocale } from '@/lib/request-locale';
import type { ApiApp } from '@/lib/route-shapes';
import { verifyToken } from '@/lib/tokens';
import { roleMayCall } from './access';
import { sessionTokenOf } from './auth';

/** Channels the database's triggers notify (migrations 0003 and 0004). */
const CATALOG_CHANNEL = 'catalog_changed';
const SLOTS_CHANNEL = 'slots_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public lists of categories, services and therapists. */
    catalog: LiveCache;
    /** Each service with the slots it offers, keyed by service id. */
    availability: LiveCache;
  }
  interface FastifyContextConfig {
    /** A call that changes what the public catalog shows: this process's copy goes before it answers. */
    changesCatalog?: boolean;
  }
}

/**
 * The public reads every visitor makes, kept in memory in every process and kept right across processes by
 * the database: triggers on the catalog tables and on appointments NOTIFY at commit, whoever wrote (this
 * process, another one, a migration, psql), and each process drops what the change touched.
 */
export async function registerReadCaches(app: FastifyInstance): Promise<void> {
  const catalog = new LiveCache();
  const availability = new LiveCache();
  app.decorate('catalog', catalog);
  app.decorate('availability', availability);

  const stopListening = await app.database.listen([CATALOG_CHANNEL, SLOTS_CHANNEL], {
    notified(channel, payload) {
      if (channel === CATALOG_CHANNEL) {
        catalog.invalidate();
        // Slots carry their service's and therapist's names and pictures.
        availability.invalidate();
        return;
      }
      // The therapists list counts each therapist's slots.
      catalog.invalidate(SLOTS_TAG);
      const [serviceId, therapistId] = payload.split(':');
      if (!serviceId || !therapistId) return availability.invalidate();
      availability.invalidate(serviceTag(serviceId));
      availability.invalidate(therapistTag(therapistId));
    },
    listening() {
      catalog.trust(true);
      availability.trust(true);
    },
    unsure() {
      catalog.trust(false);
      availability.trust(false);
    },
  });
  app.addHook('onClose', () => stopListening());

  // Other processes hear of a catalog change from the database; this one forgets before it answers, so the
  // admin who made the change reads it back at once.
  app.addHook('onSend', async (request) => {
    if (request.routeOptions.config.changesCatalog) {
      catalog.invalidate();
      availability.invalidate();
    }
  });
}

/**
 * The view a request gets. Whether the caller is an admin is read from the session token's signed claim,
 * not from the database: the stored texts are the public catalog's own, so the claim only chooses the
 * answer's shape, and the busiest public reads stay free of a session lookup.
 */
export async function catalogViewOf(app: FastifyInstance, request: FastifyRequest): Promise<CatalogView> {
  const locale = requestLocale(request);
  const session = sessionTokenOf(request);
  const claims = session && (await verifyToken(app.config.jwtSecret, session.token));
  return { locale, withTexts: claims !== undefined && roleMayCall('admin', claims.role) };
}

/**
 * A public catalog list (categories, services, therapists): read once per view into the catalog cache,
 * answered from it until the database says it changed. `load` returns the list and what else it depends on.
 */
export function catalogListRoute(
  app: ApiApp,
  path: string,
  operation: { summary: string; tags: string[]; item: z.ZodType },
  load: (view: CatalogView) => Promise<Loaded>,
): void {
  const { summary, tags, item } = operation;
  app.get(
    path,
    { config: { access: 'public' }, schema: { summary, tags, response: { 200: z.array(item) } } },
    async (request, reply) => {
      const view = await catalogViewOf(app, request);
      return sendJson(request, reply, await app.catalog.read(viewKey(path, view), () => load(view)), {
        localized: true,
      });
    },
  );
}

/** What a localized answer depends on besides the encoding: the language (cookie or header) and the session. */
const LOCALIZED_VARY = 'accept-encoding, accept-language, cookie, authorization';

/**
 * Sends cached JSON as it is (the services' return types already give it the route's response shape),
 * gzipped for clients that accept it: a service's slot list shrinks about tenfold. A `localized` answer
 * says which request headers it was chosen by.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  { localized = false } = {},
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', localized ? LOCALIZED_VARY : 'accept-encoding');
  if (acceptsGzip(request.headers['accept-encoding']) && body.bytes.length >= GZIP_MIN_BYTES) {
    return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.bytes);
}

/** Below this, gzip saves less than its own header costs. */
const GZIP_MIN_BYTES = 1_024;

export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}
