import {
  ZAddLineRequest,
  ZChangePriceRequest,
  ZCustomerTrnRequest,
  ZDiscountRequest,
  ZId,
  ZIdParams,
  ZOrderSales,
  ZPaymentRequest,
  ZRefundRequest,
  ZSale,
  ZTipRequest,
  ZVatSettings,
  ZVoidRequest,
} from '@salon/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiApp, readRoute } from '@/lib/route-shapes';
import { principalOf } from '@/plugins/auth';
import * as lines from './lines.service';
import * as payments from './payments.service';
import * as sales from './sales.service';
import { tillDepsOf } from './till.deps';
import * as vat from './vat-settings.service';

const tags = ['till'];
const staff = { access: 'staff' as const };
const admin = { access: 'admin' as const };
const ZEntryParams = z.object({ id: ZId, entryId: ZId });

/** A change of one sale by POST or PUT with a validated body, answered 200 with the sale as it now is. */
function saleAction<B extends z.ZodType, P extends z.ZodType>(
  app: ApiApp,
  method: 'post' | 'put',
  path: string,
  operation: { config: FastifyContextConfig; summary: string; body: B; params: P },
  act: (params: z.infer<P>, body: z.infer<B>, request: FastifyRequest) => Promise<z.infer<typeof ZSale>>,
): void {
  const { config, summary, body, params } = operation;
  app[method](
    path,
    { config, schema: { summary, tags, params, body, errorResponses: [404, 409], response: { 200: ZSale } } },
    (request) => act(request.params as z.infer<P>, request.body as z.infer<B>, request),
  );
}

/** The desk's till: sales of an order, their lines, discounts, tips, payments and refunds; VAT settings. */
export const tillRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = tillDepsOf(app);

  readRoute(
    app,
    '/orders/:id/sales',
    {
      config: staff,
      summary: "An order's sales with their ledgers, figures and invoices",
      tags,
      params: ZIdParams,
      response: ZOrderSales,
    },
    ({ id }) => sales.salesOfOrder(deps, id),
  );

  app.post(
    '/orders/:id/sales',
    {
      config: staff,
      schema: {
        summary: "Start an order's checkout (or answer its open sale, 200)",
        tags,
        params: ZIdParams,
        errorResponses: [404, 409],
        response: { 200: ZSale, 201: ZSale },
      },
    },
    async (request, reply) => {
      const { sale, created } = await sales.startCheckout(deps, principalOf(request), request.params.id);
      return reply.status(created ? 201 : 200).send(sale);
    },
  );

  readRoute(
    app,
    '/sales/:id',
    {
      config: staff,
      summary: 'One sale with its ledger, figures and invoices',
      tags,
      params: ZIdParams,
      response: ZSale,
    },
    ({ id }) => sales.getSale(deps, id),
  );

  saleAction(
    app,
    'post',
    '/sales/:id/lines',
    { config: staff, summary: 'Add a service, product or custom line', body: ZAddLineRequest, params: ZIdParams },
    ({ id }, body, request) => lines.addLine(deps, principalOf(request), id, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/lines/:entryId/price',
    { config: staff, summary: "Change a line's price, with a reason", body: ZChangePriceRequest, params: ZEntryParams },
    ({ id, entryId }, body, request) => lines.changePrice(deps, principalOf(request), id, entryId, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/lines/:entryId/void',
    { config: admin, summary: 'Void a line, with a reason (admin)', body: ZVoidRequest, params: ZEntryParams },
    ({ id, entryId }, body, request) => lines.voidLine(deps, principalOf(request), id, entryId, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/discounts',
    { config: staff, summary: 'A discount on a line or the sale', body: ZDiscountRequest, params: ZIdParams },
    ({ id }, body, request) => lines.addDiscount(deps, principalOf(request), id, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/tips',
    { config: staff, summary: 'A tip for a therapist', body: ZTipRequest, params: ZIdParams },
    ({ id }, body, request) => lines.addTip(deps, principalOf(request), id, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/payments',
    { config: staff, summary: 'Take a payment (never more than is due)', body: ZPaymentRequest, params: ZIdParams },
    ({ id }, body, request) => payments.takePayment(deps, principalOf(request), id, body),
  );
  saleAction(
    app,
    'post',
    '/sales/:id/payments/:entryId/refunds',
    { config: admin, summary: 'Refund (part of) a payment (admin)', body: ZRefundRequest, params: ZEntryParams },
    ({ id, entryId }, body, request) => payments.refundPayment(deps, principalOf(request), id, entryId, body),
  );
  saleAction(
    app,
    'put',
    '/sales/:id/customer-trn',
    { config: staff, summary: "The customer's TRN, before the invoice", body: ZCustomerTrnRequest, params: ZIdParams },
    ({ id }, body, request) => lines.setCustomerTrn(deps, principalOf(request), id, body.trn),
  );

  readRoute(
    app,
    '/till/vat-settings',
    { config: staff, summary: "The salon's VAT registration", tags, response: ZVatSettings },
    () => vat.getVatSettings(deps),
  );
  app.put(
    '/till/vat-settings',
    {
      config: admin,
      schema: {
        summary: "Change the salon's VAT registration (admin)",
        tags,
        body: ZVatSettings,
        response: { 200: ZVatSettings },
      },
    },
    (request) => vat.putVatSettings(deps, principalOf(request), request.body),
  );
};
