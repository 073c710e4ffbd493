import { useTestApp } from '@test/helpers/test-app';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { errorStatusesOf, operationIdOf, securityOf } from './openapi';

describe('what the API description derives from a route', () => {
  it('names each operation after its method and path, parameters as By<Name>', () => {
    expect(operationIdOf({ method: 'GET', url: '/api/categories' })).toBe('getCategories');
    expect(operationIdOf({ method: ['GET', 'HEAD'], url: '/api/health/ready' })).toBe('getHealthReady');
    expect(operationIdOf({ method: 'PATCH', url: '/api/therapists/:id/appointments/:appointmentId' })).toBe(
      'patchTherapistsByIdAppointmentsByAppointmentId',
    );
    expect(operationIdOf({ method: 'POST', url: '/api/users/logout-everywhere' })).toBe('postUsersLogoutEverywhere');
    expect(operationIdOf({ method: 'GET', url: '/media/:imageId/:file' })).toBe('getMediaByImageIdByFile');
  });

  it('asks public routes for no credential and the others for the bearer token or the session cookie', () => {
    expect(securityOf('public')).toEqual([]);
    for (const access of ['user', 'owner', 'admin'] as const)
      expect(securityOf(access)).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
  });

  it('lists the errors its access level and inputs imply, plus those it declares', () => {
    const input = { safeParse: () => ({ success: true }) };
    expect(
      errorStatusesOf({ method: 'GET', url: '/api/categories', config: { access: 'public' }, schema: {} }),
    ).toEqual([]);
    expect(
      errorStatusesOf({
        method: 'PATCH',
        url: '/api/services/:id',
        config: { access: 'admin' },
        schema: { params: input, body: input, consumes: ['multipart/form-data', 'application/json'] },
      }),
    ).toEqual([400, 401, 403, 404, 409, 413, 415]);
    expect(
      errorStatusesOf({
        method: 'POST',
        url: '/api/users/login',
        config: { access: 'public' },
        schema: { body: input, errorResponses: [401, 429] },
      }),
    ).toEqual([400, 401, 429]);
  });
});

describe('the served API description', () => {
  const ctx = useTestApp('pglite');

  async function servedDocument() {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json() as OpenAPIV3.Document;
  }
  const operationsOf = (document: OpenAPIV3.Document) =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item ?? {}).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation: operation as OpenAPIV3.OperationObject,
      })),
    );

  it('names this site as its server', async () => {
    expect((await servedDocument()).servers).toEqual([
      { url: ctx.config.publicUrl, description: 'This site (PUBLIC_URL)' },
    ]);
  });

  it('gives every operation a summary, a unique operationId and the security its access declaration says', async () => {
    const document = await servedDocument();
    const operations = operationsOf(document);
    expect(operations.length).toBe(ctx.app.routeTable.length);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ctx.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase() as OpenAPIV3.HttpMethods];
      expect(operation?.summary, `${route.method} ${route.url}`).toBeTruthy();
      expect(operation?.security, `${route.method} ${route.url}`).toEqual(securityOf(route.access));
    }
  });

  it('refers every error answer to the one shared error shape', async () => {
    const document = await servedDocument();
    expect(Object.keys(document.components?.responses ?? {})).toContain('TooManyRequests');
    const byKey = new Map(operationsOf(document).map(({ key, operation }) => [key, operation.responses]));
    expect(byKey.get('POST /api/users/login')).toMatchObject({
      400: { $ref: '#/components/responses/BadRequest' },
      401: { $ref: '#/components/responses/Unauthorized' },
      429: { $ref: '#/components/responses/TooManyRequests' },
    });
    expect(byKey.get('DELETE /api/categories/{id}')).toMatchObject({
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/Forbidden' },
      404: { $ref: '#/components/responses/NotFound' },
      409: { $ref: '#/components/responses/Conflict' },
    });
    // The Google routes describe their own 404 (sign-in not configured), which stays as they wrote it.
    expect(byKey.get('GET /api/users/auth/google')?.[404]).not.toHaveProperty('$ref');
  });
});
