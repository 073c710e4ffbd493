import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZErrorResponse } from '@salon/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { ACCESS_ROLES, type AccessLevel } from './access';
import { SESSION_COOKIE } from './auth';

/** Levels that some signed-in roles may not call: their callers can be refused with 403. */
const roleChecked = (access: AccessLevel) =>
  access !== 'public' && ACCESS_ROLES[access].length < ACCESS_ROLES.user.length;

/** The error answers the API gives, each described once in `components.responses` and referenced. */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'The request does not meet the rules; `errors` names each field.' },
  401: { name: 'Unauthorized', description: 'No session, or one that has ended or expired.' },
  403: { name: 'Forbidden', description: "The caller's role may not do this, or the thing is someone else's." },
  404: { name: 'NotFound', description: 'Nothing with that id.' },
  409: { name: 'Conflict', description: 'It clashes with what is stored (a slot taken, a duplicate, still in use).' },
  413: { name: 'PayloadTooLarge', description: 'The uploaded picture is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The upload is not a picture the site accepts.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; `Retry-After` says when to try again.' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'An outside provider (the SMS gateway) did not take the request; `Retry-After` says when to try again.',
  },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error answers beyond those the route's access level and inputs imply (see `errorStatusesOf`), such as
     * 429 where a throttle counts or 401 for a wrong password on a public route.
     */
    errorResponses?: readonly ErrorStatus[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

const methodOf = (route: DocumentedRoute) =>
  (Array.isArray(route.method) ? route.method : [route.method]).find((method) => method !== 'HEAD') ?? 'GET';

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A name a client generator can turn into a method: the HTTP method and the path after `/api`, each
 * parameter as `By<Name>` (`PATCH /api/categories/:id` → `patchCategoriesById`). Derived, so a new route
 * has one without anyone remembering, and unique because method and path are.
 */
export function operationIdOf(route: DocumentedRoute): string {
  const words = route.url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${pascal(segment.slice(1))}`
        : segment.split(/[-_.]/).filter(Boolean).map(pascal).join(''),
    );
  return methodOf(route).toLowerCase() + words.join('');
}

/** Who may call, as the route's access declaration (plugins/access.ts) says: public ones need no credential. */
export function securityOf(access: AccessLevel | undefined): OpenAPIV3.SecurityRequirementObject[] {
  return access === undefined || access === 'public' ? [] : [{ bearer: [] }, { sessionCookie: [] }];
}

/**
 * The errors a route can answer, from what it declares: input that is validated can be refused (400),
 * a credential can be missing (401), a role or an owner checked (403), an id in the path unknown (404), a
 * staff write clash with stored data (409: in use, taken, duplicate), an upload be too large or not a
 * picture (413, 415); plus what the route lists in `schema.errorResponses`.
 */
export function errorStatusesOf(route: DocumentedRoute): ErrorStatus[] {
  const schema = route.schema ?? {};
  const access = route.config?.access;
  const statuses = new Set<ErrorStatus>(schema.errorResponses ?? []);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  if (access !== undefined && (access === 'owner' || roleChecked(access))) statuses.add(403);
  if (schema.params) statuses.add(404);
  if ((access === 'admin' || access === 'staff') && WRITES.has(methodOf(route))) statuses.add(409);
  if (schema.consumes?.includes('multipart/form-data')) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort();
}

const errorComponents = (): Pick<OpenAPIV3.ComponentsObject, 'responses' | 'schemas'> => ({
  schemas: { Error: z.toJSONSchema(ZErrorResponse, { target: 'openapi-3.0' }) as OpenAPIV3.SchemaObject },
  responses: Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        ...(status === '429'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
      },
    ]),
  ),
});

/**
 * The OpenAPI description is built from the routes' own zod schemas and served at /api/docs. What every
 * operation needs beyond its schema (operationId, security, error answers) is derived here from the route
 * and its access declaration, so the document cannot drift from what the server enforces.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Filled while the document's operations are built, read when the document is finished (same call).
  const errorsByOperation = new Map<string, ErrorStatus[]>();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salon booking API',
        version: '1.0.0',
        description:
          'The JSON API of the salon booking site. Sign in with `POST /api/users/login` and send its `token` as `Authorization: Bearer <token>`; the web app uses the session cookie instead. Lists that page give the number of matches in the `X-Total-Count` header.',
      },
      servers: [{ url: app.config.publicUrl, description: 'This site (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const { route } = input;
      if (!transformed.schema || transformed.schema.hide) return transformed;
      const operationId = transformed.schema.operationId ?? operationIdOf(route);
      errorsByOperation.set(operationId, errorStatusesOf(route));
      const { errorResponses: _declared, ...schema } = transformed.schema;
      return { ...transformed, schema: { ...schema, operationId, security: securityOf(route.config?.access) } };
    },
    transformObject: (documentObject) => {
      // This app describes itself as OpenAPI 3 only (the `openapi` option above), never Swagger 2.
      const document = (documentObject as { openapiObject: OpenAPIV3.Document }).openapiObject;
      document.components = { ...document.components, ...errorComponents() };
      for (const pathItem of Object.values(document.paths)) {
        for (const operation of Object.values(pathItem ?? {}) as OpenAPIV3.OperationObject[]) {
          const statuses = operation.operationId ? errorsByOperation.get(operation.operationId) : undefined;
          // A route's own description of an error (a different shape) wins over the shared one.
          for (const status of statuses ?? [])
            operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
        }
      }
      return document;
    },
  });
  // The docs page brings its own CSP for its static files, which need a little more than the app.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
