import {
  ZAddOrderItemRequest,
  ZAdminAppointment,
  ZAdminAppointmentsQuery,
  ZAdminOrdersQuery,
  ZAnonymousOrderRequest,
  ZCalendarDay,
  ZCalendarQuery,
  ZCreateOrderRequest,
  ZCustomerAppointment,
  ZIdParams,
  ZItemParams,
  ZMyScheduleQuery,
  ZOrder,
  ZRescheduleRequest,
  ZSetItemOutcomeRequest,
  ZUpdateOrderCustomerRequest,
  ZUpdateOrderStatusRequest,
} from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createRoute, deleteRoute, pagedListRoute, updateRoute } from '../../lib/route-shapes';
import { principalOf } from '../../plugins/auth';
import { passOnSlots, waitlistDepsOf } from '../waitlist/waitlist.job';
import * as lists from './orders.lists.service';
import * as service from './orders.service';
import { mySchedule } from './orders.therapist-day.service';

const tags = ['orders'];
/** The front desk's work (admin and reception); deleting a whole order stays the admin's. */
const staff = { access: 'staff' as const };
const admin = { access: 'admin' as const };
const team = { access: 'team' as const };
const ZAppointmentParams = z.object({ appointmentId: z.uuid() });

function depsOf(app: FastifyInstance, request: FastifyRequest): service.OrdersDeps {
  return {
    db: app.database.db,
    throttle: app.throttle,
    maxOpenAppointments: app.config.maxOpenAppointments,
    ordersPerHour: app.config.ordersPerHour,
    metrics: app.metrics.bookings,
    mailer: app.mailer,
    timeZone: app.config.salonTimeZone,
    publicUrl: app.config.publicUrl,
    log: request.log,
    slotsFreed: (ids) => passOnSlots(waitlistDepsOf(app, request.log), ids),
  };
}

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  createRoute(
    app,
    '/orders',
    {
      config: { access: 'user' },
      summary: 'Book free slots, or a service at a time with any therapist, as the signed-in customer',
      errorResponses: [409, 429],
      tags,
      body: ZCreateOrderRequest,
      response: ZOrder,
    },
    ({ orderItems }, _, request) =>
      service.createCustomerOrder(
        depsOf(app, request),
        principalOf(request),
        orderItems.flatMap((item) => ('AppointmentId' in item ? [item.AppointmentId] : [])),
        orderItems.flatMap((item) =>
          'serviceId' in item ? [{ serviceId: item.serviceId, starttime: new Date(item.starttime) }] : [],
        ),
      ),
  );

  // Staff's walk-in and phone orders, under the spec's spelling and the correct one.
  for (const url of ['/orders/anonymos', '/orders/anonymous']) {
    app.post(
      url,
      {
        config: staff,
        schema: {
          summary: 'Place an order for a walk-in or phone customer (staff)',
          // The spec's spelling stays for its clients; generated clients are steered to the correct one.
          deprecated: url === '/orders/anonymos',
          tags,
          body: ZAnonymousOrderRequest,
          response: { 201: ZOrder },
        },
      },
      async (request, reply) => {
        const { user, orderItems } = request.body;
        const order = await service.createStaffOrder(
          depsOf(app, request),
          {
            name: user.name,
            phone: user.phone,
            email: user.email,
            userId: user._id ?? user.id,
            date: request.body.date,
          },
          orderItems.flatMap((item) => ('AppointmentId' in item ? [item.AppointmentId] : [])),
          orderItems.flatMap((item) => ('draft' in item ? [item.draft] : [])),
        );
        return reply.status(201).send(order);
      },
    );
  }

  // The dashboard's lists answer one page as the spec's bare array; the number of matches is in headers.
  pagedListRoute(
    app,
    '/orders',
    {
      config: { access: 'user' },
      summary: "List orders (a customer's own, or all for staff)",
      tags,
      querystring: ZAdminOrdersQuery,
      item: ZOrder,
    },
    (query, request) => lists.listOrders(depsOf(app, request), principalOf(request), query),
  );
  app.get(
    '/orders/currentweek',
    { config: staff, schema: { summary: "This week's orders (staff)", tags, response: { 200: z.array(ZOrder) } } },
    (request) => lists.currentWeek(depsOf(app, request)),
  );
  app.get(
    '/orders/calendar',
    {
      config: staff,
      schema: {
        summary: 'Booked slots per day of a month (staff)',
        tags,
        querystring: ZCalendarQuery,
        response: { 200: z.array(ZCalendarDay) },
      },
    },
    (request) => lists.calendar(depsOf(app, request), request.query),
  );
  pagedListRoute(
    app,
    '/orders/appointments',
    {
      config: staff,
      summary: 'List booked and free slots (staff)',
      tags,
      querystring: ZAdminAppointmentsQuery,
      item: ZAdminAppointment,
    },
    (query, request) => lists.listAppointments(depsOf(app, request), query),
  );
  pagedListRoute(
    app,
    '/orders/my-schedule',
    {
      config: { access: 'therapist' },
      summary: "The signed-in therapist's booked appointments, up to a week (therapist)",
      tags,
      querystring: ZMyScheduleQuery,
      item: ZAdminAppointment,
    },
    (query, request) => mySchedule(depsOf(app, request), principalOf(request), query),
  );
  app.get(
    '/orders/mine/appointments',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in customer's appointments",
        tags,
        response: { 200: z.array(ZCustomerAppointment) },
      },
    },
    (request) => service.myAppointments(depsOf(app, request), principalOf(request)),
  );
  app.delete(
    '/orders/mine/appointments/:appointmentId',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Cancel one of my appointments',
        errorResponses: [409],
        tags,
        params: ZAppointmentParams,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await service.cancelMyAppointment(depsOf(app, request), principalOf(request), request.params.appointmentId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/orders/mine/appointments/:appointmentId/reschedule',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Move one of my appointments to another free time of the same treatment',
        errorResponses: [409],
        tags,
        params: ZAppointmentParams,
        body: ZRescheduleRequest,
        response: { 200: ZCustomerAppointment },
      },
    },
    (request) =>
      service.rescheduleMyAppointment(
        depsOf(app, request),
        principalOf(request),
        request.params.appointmentId,
        request.body.appointmentId,
      ),
  );
  app.get(
    '/orders/mine/appointments/:appointmentId/calendar',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'One of my appointments as an iCalendar file',
        tags,
        params: ZAppointmentParams,
        produces: ['text/calendar'],
        response: { 200: z.string().describe('An iCalendar (RFC 5545) file with one event') },
      },
    },
    async (request, reply) => {
      const file = await service.myAppointmentCalendar(
        depsOf(app, request),
        principalOf(request),
        request.params.appointmentId,
      );
      // A string goes out as it is: Fastify serializes objects only.
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .send(file);
    },
  );
  app.get(
    '/orders/:id',
    {
      config: { access: 'owner' },
      schema: { summary: 'An order (its customer or staff)', tags, params: ZIdParams, response: { 200: ZOrder } },
    },
    (request) => service.getOrder(depsOf(app, request), principalOf(request), request.params.id),
  );
  updateRoute(
    app,
    '/orders/:id/status',
    {
      config: staff,
      summary: "Set an order's status (staff)",
      tags,
      body: ZUpdateOrderStatusRequest,
      response: ZOrder,
    },
    ({ id }, { status }, request) => service.setOrderStatus(depsOf(app, request), id, status),
  );
  updateRoute(
    app,
    '/orders/:id',
    {
      config: staff,
      summary: "Change an order's customer details (staff)",
      tags,
      body: ZUpdateOrderCustomerRequest,
      response: ZOrder,
    },
    ({ id }, { user }, request) => service.updateCustomer(depsOf(app, request), id, user),
  );
  deleteRoute(
    app,
    '/orders/:id',
    { config: admin, summary: 'Delete an order and free its slots (admin)', tags },
    ({ id }, request) => service.deleteOrder(depsOf(app, request), id),
  );
  createRoute(
    app,
    '/orders/:id/items',
    {
      config: staff,
      summary: 'Add a slot to an order (staff)',
      tags,
      params: ZIdParams,
      body: ZAddOrderItemRequest,
      response: ZOrder,
    },
    ({ appointmentId }, { id }, request) => service.addItem(depsOf(app, request), id, appointmentId),
  );
  deleteRoute(
    app,
    '/order-items/:id',
    { config: staff, summary: 'Remove an item from its order (staff)', tags },
    ({ id }, request) => service.removeItem(depsOf(app, request), id),
  );
  updateRoute(
    app,
    '/orders/items/:itemId/outcome',
    {
      config: team,
      summary: 'Mark an appointment of an order done or no-show once it has started (staff, or its therapist)',
      tags,
      params: ZItemParams,
      body: ZSetItemOutcomeRequest,
      response: ZOrder,
    },
    ({ itemId }, { outcome }, request) =>
      service.setItemOutcome(depsOf(app, request), principalOf(request), itemId, outcome),
  );
};
