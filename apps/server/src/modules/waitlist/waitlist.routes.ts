import {
  ZIdParams,
  ZJoinWaitlistRequest,
  ZOrder,
  ZStaffWaitlistEntry,
  ZStaffWaitlistQuery,
  ZWaitlistEntry,
  ZWaitlistOffer,
} from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPageHeaders } from '../../lib/paging';
import { createRoute, deleteRoute, NO_CONTENT } from '../../lib/route-shapes';
import { principalOf } from '../../plugins/auth';
import { waitlistDepsOf } from './waitlist.job';
import * as service from './waitlist.service';

const tags = ['waitlist'];

export function depsOf(app: FastifyInstance, request: FastifyRequest): service.WaitlistDeps {
  const job = waitlistDepsOf(app, request.log);
  return {
    ...job,
    orders: {
      db: app.database.db,
      throttle: app.throttle,
      maxOpenAppointments: app.config.maxOpenAppointments,
      ordersPerHour: app.config.ordersPerHour,
      metrics: app.metrics.bookings,
      mailer: app.mailer,
      timeZone: app.config.salonTimeZone,
      publicUrl: app.config.publicUrl,
      log: request.log,
    },
  };
}

/** The waitlist (issue 16): a customer's entries and offers, and each service's list for the front desk. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(
    app,
    '/waitlist',
    {
      config: { access: 'user' },
      summary: "Join a service's waitlist for a day, optionally for one therapist and a time window",
      errorResponses: [404, 409],
      tags,
      body: ZJoinWaitlistRequest,
      response: ZWaitlistEntry,
    },
    (body, _, request) => service.joinWaitlist(depsOf(app, request), principalOf(request), body),
  );

  app.get(
    '/waitlist/mine',
    {
      config: { access: 'user' },
      schema: {
        summary: "The caller's waitlist entries for today and later, each with its open offer",
        tags,
        response: { 200: z.array(ZWaitlistEntry) },
      },
    },
    (request) => service.myEntries(depsOf(app, request), principalOf(request)),
  );

  deleteRoute(
    app,
    '/waitlist/:id',
    { config: { access: 'owner' }, summary: 'Leave a waitlist (a slot held for the caller passes on)', tags },
    ({ id }, request) => service.leaveWaitlist(depsOf(app, request), principalOf(request), id),
  );

  app.get(
    '/waitlist/offers/:id',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'A waitlist offer made to the caller, in any status',
        tags,
        params: ZIdParams,
        response: { 200: ZWaitlistOffer },
      },
    },
    (request) => service.getOffer(depsOf(app, request), principalOf(request), request.params.id),
  );

  app.post(
    '/waitlist/offers/:id/accept',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Book the slot a waitlist offer holds for the caller',
        errorResponses: [409, 429],
        tags,
        params: ZIdParams,
        response: { 201: ZOrder },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.acceptOffer(depsOf(app, request), principalOf(request), request.params.id)),
  );

  app.post(
    '/waitlist/offers/:id/decline',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Decline a waitlist offer: the slot goes to the next in line',
        errorResponses: [409],
        tags,
        params: ZIdParams,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await service.declineOffer(depsOf(app, request), principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/services/:id/waitlist',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A service's waitlist, by day and order of joining (staff)",
        tags,
        params: ZIdParams,
        querystring: ZStaffWaitlistQuery,
        response: { 200: z.array(ZStaffWaitlistEntry) },
      },
    },
    async (request, reply) => {
      const page = await service.staffWaitlist(depsOf(app, request), request.params.id, request.query);
      sendPageHeaders(reply, page.count);
      return page.rows;
    },
  );
};
