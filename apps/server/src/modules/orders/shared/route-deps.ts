import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '@/lib/request-locale';
import type { OrdersDeps } from '../booking/booking.service';

/** What the orders services need from the app and the request, gathered once for every orders route. */
export function depsOf(app: FastifyInstance, request: FastifyRequest): OrdersDeps {
  return {
    db: app.database.db,
    locale: requestLocale(request),
    throttle: app.throttle,
    maxOpenAppointments: app.config.maxOpenAppointments,
    ordersPerHour: app.config.ordersPerHour,
    moveMailDigestMs: app.config.moveMailDigestMs,
    metrics: app.metrics.bookings,
    mailer: app.mailer,
    timeZone: app.config.salonTimeZone,
    publicUrl: app.config.publicUrl,
    log: request.log,
    slotsFreed: (ids) => app.slotsFreed(ids, request.log),
  };
}
