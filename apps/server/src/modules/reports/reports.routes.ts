import { ZMonthlyReport, ZMonthlyReportQuery } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '@/lib/request-locale';
import { monthlyReport } from './reports.service';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/monthly',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A month's bookings and revenue (staff)",
        tags: ['reports'],
        querystring: ZMonthlyReportQuery,
        response: { 200: ZMonthlyReport },
      },
    },
    (request) =>
      monthlyReport(app.database.db, request.query.month, app.config.salonTimeZone, {
        locale: requestLocale(request),
      }),
  );
};
