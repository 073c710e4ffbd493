import { ZIdParams, ZInvoice, ZMyInvoices, ZMyInvoicesQuery, ZReceiptSent, ZSendReceiptRequest } from '@salon/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readRoute } from '@/lib/route-shapes';
import { requestLocale } from '@/lib/request-locale';
import { principalOf } from '@/plugins/auth';
import { createPdfRenderer } from './invoice-pdf.pool';
import * as service from './invoices.service';

const tags = ['invoices'];
/** A document is its customer's: anyone else but the desk gets 404. */
const owner = { access: 'owner' as const };
const user = { access: 'user' as const };
const staff = { access: 'staff' as const };

/** The issued documents: read and downloaded by their customer or the desk, mailed by the desk. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdf = createPdfRenderer();
  app.addHook('onClose', async () => pdf.close());
  const depsOf = (request: FastifyRequest): service.InvoicesDeps => ({
    db: app.database.db,
    mailer: app.mailer,
    throttle: app.throttle,
    pdf,
    timeZone: app.config.salonTimeZone,
    locale: requestLocale(request),
  });

  readRoute(
    app,
    '/invoices/:id',
    {
      config: owner,
      summary: 'An issued invoice, receipt or credit note as it was issued (its customer or the desk)',
      tags,
      params: ZIdParams,
      response: ZInvoice,
    },
    ({ id }, _, request) => service.getInvoice(depsOf(request), principalOf(request), id),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: owner,
      schema: {
        summary: 'The document as a PDF, in English and Arabic',
        tags,
        params: ZIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('A PDF file') },
      },
    },
    async (request, reply) => {
      const { number, bytes } = await service.invoicePdf(depsOf(request), principalOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(bytes);
    },
  );

  readRoute(
    app,
    '/me/invoices',
    {
      config: user,
      summary: "The caller's own invoices, receipts and credit notes, newest first, one page at a time",
      tags,
      querystring: ZMyInvoicesQuery,
      response: ZMyInvoices,
    },
    (_, query, request) => service.myInvoices(depsOf(request), principalOf(request), query),
  );

  app.post(
    '/sales/:id/receipt',
    {
      config: staff,
      schema: {
        summary: "Mail the sale's latest invoice or receipt as a PDF, to the given address or the customer's",
        errorResponses: [409, 429],
        tags,
        params: ZIdParams,
        body: ZSendReceiptRequest,
        response: { 202: ZReceiptSent },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await service.sendReceipt(depsOf(request), principalOf(request), request.params.id, request.body)),
  );
};
