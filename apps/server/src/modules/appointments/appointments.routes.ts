import {
  ORDER_DASHBOARD_MESSAGES,
  salonDateTimeToUtc,
  ZAppointment,
  ZAppointmentMoveRequest,
  ZIdParams,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './appointments.service';

const tags = ['appointments'];
const admin = { access: 'admin' as const };

/** The order detail's form sends the day and hour on the salon's clock: the move takes the instant they name. */
function moveBodyIn(timeZone: string) {
  return ZAppointmentMoveRequest.transform(({ date, time, starttime, duration, therapistId, serviceId }, ctx) => {
    const move = { starttime, duration, therapistId, serviceId };
    if (!date && !time) return move;
    const instant = date && time ? salonDateTimeToUtc(date, time, timeZone) : undefined;
    if (instant) return { ...move, starttime: instant.toISOString() };
    ctx.addIssue({ code: 'custom', message: ORDER_DASHBOARD_MESSAGES.appointmentFieldsRequired, path: ['date'] });
    return z.NEVER;
  });
}

export const appointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = moveBodyIn(app.config.salonTimeZone);
  app.patch(
    '/appointments/:id',
    {
      config: admin,
      schema: {
        summary: 'Move a slot to another time or therapist',
        tags,
        params: ZIdParams,
        body,
        response: { 200: ZAppointment },
      },
    },
    (request) => service.moveAppointment(app.database.db, request.params.id, request.body),
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
