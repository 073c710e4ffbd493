import { ZIdParams } from '@salon/shared';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PagedList, sendPageHeaders } from './paging';

/** The API's Fastify instance, typed by its zod schemas. */
export type ApiApp = Parameters<FastifyPluginAsyncZod>[0];

/** A path without parameters. */
const NO_PARAMS = z.object({});

/** A 204 answer: nothing in the body. */
export const NO_CONTENT = { 204: z.null().optional() };

/** What every operation states about itself: who may call it, what it does, where the docs list it. */
type Operation<P extends z.ZodType> = {
  config: FastifyContextConfig;
  summary: string;
  tags: string[];
  /** The path's parameters; one id unless said. */
  params?: P;
};

/**
 * A DELETE of one thing by its path: 204 when gone. Every domain removes the same way, so the shape is
 * written once and each domain says only what it removes.
 */
export function deleteRoute<P extends z.ZodType = typeof ZIdParams>(
  app: ApiApp,
  path: string,
  operation: Operation<P>,
  remove: (params: z.infer<P>, request: FastifyRequest) => Promise<unknown>,
): void {
  noContentRoute(app, 'delete', path, operation, remove);
}

/** A call on one thing by its path that answers 204 (a DELETE, or a POST of an action such as declining). */
export function noContentRoute<P extends z.ZodType = typeof ZIdParams>(
  app: ApiApp,
  method: 'post' | 'delete',
  path: string,
  operation: Operation<P> & { errorResponses?: FastifySchema['errorResponses'] },
  act: (params: z.infer<P>, request: FastifyRequest) => Promise<unknown>,
): void {
  const { config, summary, tags, params = ZIdParams, errorResponses } = operation;
  const schema: FastifySchema = {
    summary,
    ...(errorResponses && { errorResponses }),
    tags,
    params,
    response: NO_CONTENT,
  };
  app[method](path, { config, schema }, async (request, reply) => {
    await act(request.params as z.infer<P>, request);
    return reply.status(204).send(null);
  });
}

/** A GET answered 200 with `response`; `params` and `querystring` when the path or query carry any. */
export function readRoute<
  R extends z.ZodType,
  P extends z.ZodType = typeof NO_PARAMS,
  Q extends z.ZodType = typeof NO_PARAMS,
>(
  app: ApiApp,
  path: string,
  operation: Operation<P> & { querystring?: Q; response: R },
  read: (params: z.infer<P>, query: z.infer<Q>, request: FastifyRequest) => Promise<z.infer<R>>,
): void {
  const { config, summary, tags, params, querystring, response } = operation;
  const schema: FastifySchema = {
    summary,
    tags,
    ...(params && { params }),
    ...(querystring && { querystring }),
    response: { 200: response },
  };
  app.get(path, { config, schema }, (request) =>
    read(request.params as z.infer<P>, request.query as z.infer<Q>, request),
  );
}

/**
 * A POST that makes something: 201 with what was made. Without `params` the path has none; without `body`
 * the call sends none (accepting an offer).
 * `errorResponses` names the refusals beyond those the access and inputs imply (a taken slot's 409, a 429).
 */
export function createRoute<B extends z.ZodType, R extends z.ZodType, P extends z.ZodType = typeof NO_PARAMS>(
  app: ApiApp,
  path: string,
  operation: Operation<P> & { body?: B; response: R; errorResponses?: FastifySchema['errorResponses'] },
  create: (body: z.infer<B>, params: z.infer<P>, request: FastifyRequest) => Promise<z.infer<R>>,
): void {
  const { config, summary, tags, params, body, response, errorResponses } = operation;
  const schema: FastifySchema = {
    summary,
    ...(errorResponses && { errorResponses }),
    tags,
    ...(params && { params }),
    ...(body && { body }),
    response: { 201: response },
  };
  app.post(path, { config, schema }, async (request, reply) =>
    reply.status(201).send(await create(request.body as z.infer<B>, request.params as z.infer<P>, request)),
  );
}

/**
 * A dashboard list: one page as the spec's bare array, the number of matches in headers (the contract is in
 * `packages/shared/src/schemas/admin-lists.ts`).
 */
export function pagedListRoute<Q extends z.ZodType, I extends z.ZodType, P extends z.ZodType = typeof NO_PARAMS>(
  app: ApiApp,
  path: string,
  operation: Operation<P> & { querystring: Q; item: I },
  list: (query: z.infer<Q>, request: FastifyRequest, params: z.infer<P>) => Promise<PagedList<z.infer<I>>>,
): void {
  const { config, summary, tags, params, querystring, item } = operation;
  const schema: FastifySchema = {
    summary,
    tags,
    ...(params && { params }),
    querystring,
    response: { 200: z.array(item) },
  };
  app.get(path, { config, schema }, async (request, reply) => {
    const page = await list(request.query as z.infer<Q>, request, request.params as z.infer<P>);
    sendPageHeaders(reply, page.count);
    return page.rows;
  });
}

/** A PATCH of one thing by its path with a validated body: 200 with the thing as it now is. */
export function updateRoute<B extends z.ZodType, R extends z.ZodType, P extends z.ZodType = typeof ZIdParams>(
  app: ApiApp,
  path: string,
  operation: Operation<P> & { body: B; response: R },
  update: (params: z.infer<P>, body: z.infer<B>, request: FastifyRequest) => Promise<z.infer<R>>,
): void {
  const { config, summary, tags, params = ZIdParams, body, response } = operation;
  // Typed loosely here: the caller's types tie params, body and answer to the schemas, and Fastify checks
  // them all again at run time.
  const schema: FastifySchema = { summary, tags, params, body, response: { 200: response } };
  app.patch(path, { config, schema }, (request) =>
    update(request.params as z.infer<P>, request.body as z.infer<B>, request),
  );
}

/**
 * A POST or PATCH with a validated body and no path parameters, answered 200: an action of the caller on
 * their own things (their profile, their channels, their password). `handle` may set headers or cookies.
 */
export function bodyRoute<B extends z.ZodType, R extends z.ZodType>(
  app: ApiApp,
  method: 'post' | 'patch',
  path: string,
  operation: Omit<Operation<never>, 'params'> & {
    body?: B;
    response: R;
    errorResponses?: FastifySchema['errorResponses'];
  },
  handle: (body: z.infer<B>, request: FastifyRequest, reply: FastifyReply) => Promise<z.infer<R>>,
): void {
  const { config, summary, tags, body, response, errorResponses } = operation;
  const schema: FastifySchema = {
    summary,
    ...(errorResponses && { errorResponses }),
    tags,
    ...(body && { body }),
    response: { 200: response },
  };
  app[method](path, { config, schema }, (request, reply) => handle(request.body as z.infer<B>, request, reply));
}
