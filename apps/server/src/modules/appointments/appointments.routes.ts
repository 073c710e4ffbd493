import {
  ORDER_DASHBOARD_MESSAGES,
  salonDateTimeToUtc,
  ZAppointment,
  ZAppointmentMoveRequest,
  ZIdParams,
  ZScheduleRequest,
  ZScheduleResult,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '@/lib/request-locale';
import { createRoute, deleteRoute, updateRoute } from '@/lib/route-shapes';
import * as service from './appointments.service';
import { scheduleSlots } from './schedule.service';

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
  updateRoute(
    app,
    '/appointments/:id',
    { config: admin, summary: 'Move a slot to another time or therapist', tags, body, response: ZAppointment },
    ({ id }, move, request) =>
      service.moveAppointment(app.database.db, app.config.salonTimeZone, id, move, requestLocale(request)),
  );
  deleteRoute(app, '/appointments/:id', { config: admin, summary: 'Delete a slot', tags }, ({ id }) =>
    service.deleteAppointment(app.database.db, id),
  );
  createRoute(
    app,
    '/therapists/:id/schedule',
    {
      config: admin,
      summary: "Make slots from the therapist's week over a range of days (at most 62)",
      // Listed with the hours, whose weeks it reads.
      tags: ['hours'],
      params: ZIdParams,
      body: ZScheduleRequest,
      response: ZScheduleResult,
    },
    (input, { id }, request) =>
      scheduleSlots({ db: app.database.db, timeZone: app.config.salonTimeZone }, id, input, requestLocale(request)),
  );
};
