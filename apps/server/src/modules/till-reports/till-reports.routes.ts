import {
  ZCloseDayRequest,
  ZDayParams,
  ZDayReport,
  ZMyTips,
  ZTillAuditPage,
  ZTillAuditQuery,
  ZTipsQuery,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import * as service from './till-reports.service';

const tags = ['till'];

const depsOf = (app: FastifyInstance): service.TillReportsDeps => ({
  db: app.database.db,
  timeZone: app.config.salonTimeZone,
});

/** The till's reports: the day's close (Z report), a therapist's tips, the audit trail. */
export const tillReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoute(
    app,
    '/till/days/:day',
    {
      config: { access: 'staff' },
      summary: "A business day's Z report: live until the day is closed, frozen afterwards (staff)",
      tags,
      params: ZDayParams,
      response: ZDayReport,
    },
    ({ day }) => service.dayReport(depsOf(app), day),
  );
  app.post(
    '/till/days/:day/close',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Close a business day with the counted cash: its Z report is frozen (staff)',
        tags,
        params: ZDayParams,
        body: ZCloseDayRequest,
        response: { 200: ZDayReport },
      },
    },
    (request) => service.closeDay(depsOf(app), principalOf(request), request.params.day, request.body),
  );
  readRoute(
    app,
    '/till/tips/mine',
    {
      config: { access: 'therapist' },
      summary: "The signed-in therapist's tips per day, at most 92 days (therapist)",
      tags,
      querystring: ZTipsQuery,
      response: ZMyTips,
    },
    (_, query, request) => service.myTips(depsOf(app), principalOf(request), query),
  );
  readRoute(
    app,
    '/till/audit',
    {
      config: { access: 'admin' },
      summary: "The till's audit trail, newest first: ledger rows and the till's other acts (admin)",
      tags,
      querystring: ZTillAuditQuery,
      response: ZTillAuditPage,
    },
    (_, query) => service.auditTrail(depsOf(app), query.page),
  );
};
