import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description is built from the routes' own zod schemas and served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Salon booking API', version: '1.0.0', description: 'The JSON API of the salon booking site.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page brings its own CSP for its static files, which need a little more than the app.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
