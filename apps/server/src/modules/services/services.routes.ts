import { ZIdParams, ZService, ZServiceDetail, ZServiceInput } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewKey } from '@/lib/catalog-view';
import { deleteRoute } from '@/lib/route-shapes';
import { catalogListRoute, catalogViewOf, sendJson } from '@/plugins/read-caches';
import { uploadedImage, ZUploadedFile } from '@/plugins/uploads';
import * as service from './services.service';

const tags = ['services'];
const admin = { access: 'admin' as const, changesCatalog: true };
/** Multipart (with an optional image as `file`) or JSON: the same fields either way. */
const ZServiceBody = ZServiceInput.extend({ file: ZUploadedFile.optional(), image: z.unknown().optional() });

const deps = (app: FastifyInstance) => ({ db: app.database.db, timeZone: app.config.salonTimeZone });

export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogListRoute(app, '/services', { summary: 'List the services', tags, item: ZService }, async (view) => ({
    value: await service.listServices(deps(app), view),
  }));
  app.get(
    '/services/:id',
    {
      config: { access: 'public' },
      schema: { summary: 'A service with its free slots', tags, params: ZIdParams, response: { 200: ZServiceDetail } },
    },
    async (request, reply) => {
      const view = await catalogViewOf(app, request);
      const { id } = request.params;
      const answer = await app.availability.read(viewKey(id, view), () =>
        service.getServiceAvailability(deps(app), id, view),
      );
      return sendJson(request, reply, answer, { localized: true });
    },
  );
  app.post(
    '/services',
    {
      config: admin,
      schema: {
        summary: 'Create a service (JSON or multipart with a picture)',
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: ZServiceBody,
        response: { 201: ZService },
      },
    },
    async (request, reply) => {
      const { file: _file, image: _image, ...input } = request.body;
      const view = await catalogViewOf(app, request);
      return reply.status(201).send(await service.createService(deps(app), input, uploadedImage(request.body), view));
    },
  );
  app.patch(
    '/services/:id',
    {
      config: admin,
      schema: {
        summary: 'Update a service (JSON or multipart with a picture)',
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        params: ZIdParams,
        body: ZServiceBody,
        response: { 200: ZService },
      },
    },
    async (request) => {
      const { file: _file, image: _image, ...input } = request.body;
      const view = await catalogViewOf(app, request);
      return service.updateService(deps(app), request.params.id, input, uploadedImage(request.body), view);
    },
  );
  deleteRoute(app, '/services/:id', { config: admin, summary: 'Delete a service', tags }, ({ id }) =>
    service.deleteService(deps(app), id),
  );
};
