import { ZCategory, ZCategoryInput, ZIdParams } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../plugins/read-caches';
import * as service from './categories.service';

const tags = ['categories'];
const admin = { access: 'admin' as const, changesCatalog: true };

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: { summary: 'List the categories', tags, response: { 200: z.array(ZCategory) } },
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        await app.catalog.read('categories', async () => ({ value: await service.getCategories(app.database.db) })),
      ),
  );
  app.post(
    '/categories',
    {
      config: admin,
      schema: { summary: 'Create a category', tags, body: ZCategoryInput, response: { 201: ZCategory } },
    },
    async (request, reply) => reply.status(201).send(await service.createCategory(app.database.db, request.body)),
  );
  app.patch(
    '/categories/:id',
    {
      config: admin,
      schema: {
        summary: 'Update a category',
        tags,
        params: ZIdParams,
        body: ZCategoryInput,
        response: { 200: ZCategory },
      },
    },
    (request) => service.updateCategory(app.database.db, request.params.id, request.body),
  );
  app.delete(
    '/categories/:id',
    {
      config: admin,
      schema: { summary: 'Delete a category', tags, params: ZIdParams, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      await service.deleteCategory(app.database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
