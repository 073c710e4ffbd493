import { ZCategory, ZCategoryInput } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteRoute, updateRoute } from '@/lib/route-shapes';
import { catalogListRoute, catalogViewOf } from '@/plugins/read-caches';
import * as service from './categories.service';

const tags = ['categories'];
const admin = { access: 'admin' as const, changesCatalog: true };

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogListRoute(app, '/categories', { summary: 'List the categories', tags, item: ZCategory }, async (view) => ({
    value: await service.getCategories(app.database.db, view),
  }));
  app.post(
    '/categories',
    {
      config: admin,
      schema: { summary: 'Create a category', tags, body: ZCategoryInput, response: { 201: ZCategory } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createCategory(app.database.db, request.body, await catalogViewOf(app, request))),
  );
  updateRoute(
    app,
    '/categories/:id',
    { config: admin, summary: 'Update a category', tags, body: ZCategoryInput, response: ZCategory },
    async ({ id }, input, request) =>
      service.updateCategory(app.database.db, id, input, await catalogViewOf(app, request)),
  );
  deleteRoute(app, '/categories/:id', { config: admin, summary: 'Delete a category', tags }, ({ id }) =>
    service.deleteCategory(app.database.db, id),
  );
};
