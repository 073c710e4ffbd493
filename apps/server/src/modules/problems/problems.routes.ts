import { ZAdminProblemsQuery, ZIdParams, ZProblem, ZProblemInput } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPageHeaders } from '../../lib/paging';
import { optionalPrincipal } from '../../plugins/auth';
import * as service from './problems.service';

const tags = ['problems'];
const admin = { access: 'admin' as const };

export const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/problems',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Send a message to the salon',
        errorResponses: [429],
        tags,
        body: ZProblemInput,
        response: { 201: ZProblem },
      },
    },
    async (request, reply) => {
      const caller = await optionalPrincipal(app, request);
      const problem = await service.createProblem({ db: app.database.db, throttle: app.throttle }, request.body, {
        isAdmin: caller?.role === 'admin',
        address: request.ip,
      });
      return reply.status(201).send(problem);
    },
  );
  app.get(
    '/problems',
    {
      config: admin,
      schema: {
        summary: 'List messages (staff)',
        tags,
        querystring: ZAdminProblemsQuery,
        response: { 200: z.array(ZProblem) },
      },
    },
    async (request, reply) => {
      const { problems, count } = await service.listProblems(app.database.db, request.query);
      sendPageHeaders(reply, count);
      return problems;
    },
  );
  app.patch(
    '/problems/:id',
    {
      config: admin,
      schema: {
        summary: 'Update a message (staff)',
        tags,
        params: ZIdParams,
        body: ZProblemInput,
        response: { 200: ZProblem },
      },
    },
    (request) => service.updateProblem(app.database.db, request.params.id, request.body),
  );
  app.delete(
    '/problems/:id',
    {
      config: admin,
      schema: { summary: 'Delete a message (staff)', tags, params: ZIdParams, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      await service.deleteProblem(app.database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
