import { salonDateTimeToUtc, ZAppointment, ZAppointmentMoveRequest, ZIdParams } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import * as service from './appointments.service';

const tags = ['appointments'];
const admin = { access: 'admin' as const };

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/appointments/:id',
    {
      config: admin,
      schema: {
        summary: 'Move a slot to another time or therapist',
        tags,
        params: ZIdParams,
        body: ZAppointmentMoveRequest,
        response: { 200: ZAppointment },
      },
    },
    (request) => {
      const { date, time, starttime, duration, therapistId, serviceId } = request.body;
      let start = starttime;
      if (date || time) {
        const instant = date && time ? salonDateTimeToUtc(date, time, app.config.salonTimeZone) : undefined;
        if (!instant) throw badRequest('Please fill in date, time, and therapist');
        start = instant.toISOString();
      }
      return service.moveAppointment(app.database.db, request.params.id, {
        starttime: start,
        duration,
        therapistId,
        serviceId,
      });
    },
  );
  app.delete(
    '/appointments/:id',
    {
      config: admin,
      schema: { summary: 'Delete a slot', tags, params: ZIdParams, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      await service.deleteAppointment(app.database.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
