import { ZDayRangeQuery, ZMonthlyReport, ZMonthlyReportQuery } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '@/lib/request-locale';
import { invoicesCsv, salesCsv } from './reports.exports';
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
  // The accountant's downloads (admin): a range of at most 366 business days, streamed a day at a time.
  const csvDownload = (path: string, summary: string, file: string, stream: typeof salesCsv) =>
    app.get(
      path,
      { config: { access: 'admin' }, schema: { summary, tags: ['reports'], querystring: ZDayRangeQuery } },
      (request, reply) => {
        const body = stream(app.database.db, request.query);
        const name = `${file}-${request.query.from}-to-${request.query.to}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(body);
      },
    );
  csvDownload('/reports/sales.csv', "The till's ledger rows of a range of business days, as CSV (admin)", 'sales', salesCsv);
  csvDownload(
    '/reports/invoices.csv',
    'The invoices and credit notes supplied in a range of days, as CSV (admin)',
    'invoices',
    invoicesCsv,
  );
};
