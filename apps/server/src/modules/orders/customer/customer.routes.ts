import { ZCustomerAppointment, ZRescheduleRequest } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentRoute, readRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import { depsOf } from '../shared/route-deps';
import * as service from './customer.service';
import { flushMoveMails } from './move-mail';

const tags = ['orders'];
const ZAppointmentParams = z.object({ appointmentId: z.uuid() });

/** My Appointments: a customer's own bookings, cancelling, moving and the calendar file of one. */
export const myAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The salon's mails of further moves still waiting for their window's end go out before the app stops.
  app.addHook('onClose', () => flushMoveMails(app.mailer));
  readRoute(
    app,
    '/orders/mine/appointments',
    {
      config: { access: 'user' },
      summary: "The signed-in customer's appointments",
      tags,
      response: z.array(ZCustomerAppointment),
    },
    (_, __, request) => service.myAppointments(depsOf(app, request), principalOf(request)),
  );
  noContentRoute(
    app,
    'delete',
    '/orders/mine/appointments/:appointmentId',
    {
      config: { access: 'owner' },
      summary: 'Cancel one of my appointments',
      errorResponses: [409],
      tags,
      params: ZAppointmentParams,
    },
    ({ appointmentId }, request) =>
      service.cancelMyAppointment(depsOf(app, request), principalOf(request), appointmentId),
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
};
