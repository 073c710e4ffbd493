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
import { createRoute, deleteRoute, noContentRoute, pagedListRoute, readRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import { waitlistDepsOf } from './waitlist.job';
import * as service from './waitlist.service';

const tags = ['waitlist'];
const user = { access: 'user' as const };
/** Each offer and entry is its customer's own: another caller gets 404. */
const owner = { access: 'owner' as const };

export interface WaitlistRoutesOptions {
  /**
   * Taking an offer is an ordinary booking, so it needs what the orders routes give their services; the app
   * hands it in, as the orders routes in turn pass freed slots on to the waitlist.
   */
  ordersDepsOf: (app: FastifyInstance, request: FastifyRequest) => service.WaitlistDeps['orders'];
}

/** The waitlist: a customer's entries and offers, and each service's list for the front desk. */
export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRoutesOptions> = async (app, { ordersDepsOf }) => {
  const depsOf = (request: FastifyRequest): service.WaitlistDeps => {
    const orders = ordersDepsOf(app, request);
    return { ...waitlistDepsOf(app, request.log), orders, locale: orders.locale };
  };
  createRoute(
    app,
    '/waitlist',
    {
      config: user,
      summary: "Join a service's waitlist for a day, optionally for one therapist and a time window",
      errorResponses: [404, 409, 429],
      tags,
      body: ZJoinWaitlistRequest,
      response: ZWaitlistEntry,
    },
    (body, _, request) => service.joinWaitlist(depsOf(request), principalOf(request), body),
  );

  readRoute(
    app,
    '/waitlist/mine',
    {
      config: user,
      summary: "The caller's waitlist entries for today and later, each with its open offer",
      tags,
      response: z.array(ZWaitlistEntry),
    },
    (_, __, request) => service.myEntries(depsOf(request), principalOf(request)),
  );

  deleteRoute(
    app,
    '/waitlist/:id',
    { config: owner, summary: 'Leave a waitlist (a slot held for the caller passes on)', tags },
    ({ id }, request) => service.leaveWaitlist(depsOf(request), principalOf(request), id),
  );

  readRoute(
    app,
    '/waitlist/offers/:id',
    {
      config: owner,
      summary: 'A waitlist offer made to the caller, in any status',
      tags,
      params: ZIdParams,
      response: ZWaitlistOffer,
    },
    ({ id }, _, request) => service.getOffer(depsOf(request), principalOf(request), id),
  );

  createRoute(
    app,
    '/waitlist/offers/:id/accept',
    {
      config: owner,
      summary: 'Book the slot a waitlist offer holds for the caller',
      errorResponses: [409, 429],
      tags,
      params: ZIdParams,
      response: ZOrder,
    },
    (_, { id }, request) => service.acceptOffer(depsOf(request), principalOf(request), id),
  );

  noContentRoute(
    app,
    'post',
    '/waitlist/offers/:id/decline',
    {
      config: owner,
      summary: 'Decline a waitlist offer: the slot goes to the next in line',
      errorResponses: [409],
      tags,
    },
    ({ id }, request) => service.declineOffer(depsOf(request), principalOf(request), id),
  );

  pagedListRoute(
    app,
    '/services/:id/waitlist',
    {
      config: { access: 'staff' },
      summary: "A service's waitlist, by day and order of joining (staff)",
      tags,
      params: ZIdParams,
      querystring: ZStaffWaitlistQuery,
      item: ZStaffWaitlistEntry,
    },
    (query, request, { id }) => service.staffWaitlist(depsOf(request), id, query),
  );
};
