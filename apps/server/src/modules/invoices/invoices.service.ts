import {
  type Locale,
  type TInvoice,
  type TInvoiceDocument,
  type TMyInvoices,
  type TPageQuery,
  SALON,
  formatSalonDate,
} from '@salon/shared';
import type { Executor } from '@/db/client';
import { AppError, conflict } from '@/lib/errors';
import type { Mailer } from '@/lib/mail';
import { inLocale } from '@/lib/mail';
import { pageOf } from '@/lib/paging';
import type { Principal } from '@/lib/principal';
import type { Throttle } from '@/lib/throttle';
import { letter } from '@/modules/orders';
import { formatFils } from './invoice-pdf';
import type { PdfRenderer } from './invoice-pdf.pool';
import { invoiceText, kindName } from './invoices.catalogue';
import * as repository from './invoices.repository';
import { invoiceMessage } from './invoices.texts';
import { RECEIPTS_PER_ACCOUNT, RECEIPTS_PER_ADDRESS } from './invoices.throttles';

export interface InvoicesDeps {
  db: Executor;
  mailer: Mailer;
  throttle: Throttle;
  pdf: PdfRenderer;
  timeZone: string;
  /** The language of the request: the mail's when the customer has no account to say theirs. */
  locale: Locale;
}

/** Reception and admin see every document; anyone else only those of their own orders. */
const seesEvery = (principal: Principal) => principal.role === 'admin' || principal.role === 'reception';

type Row = NonNullable<Awaited<ReturnType<typeof repository.findInvoice>>>;
const summaryOf = (row: Omit<Row, 'document' | 'customerId'>) => ({
  _id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  totalFils: row.totalFils,
  vatFils: row.vatFils,
});

/**
 * One document, to its customer or the desk. Another caller is told it does not exist: an invoice's id must
 * not confirm that someone else was a customer.
 */
async function readable(deps: InvoicesDeps, principal: Principal, id: string): Promise<Row> {
  const row = await repository.findInvoice(deps.db, id);
  if (!row || !(seesEvery(principal) || row.customerId === principal.userId)) {
    throw new AppError('NOT_FOUND', invoiceMessage('invoiceNotFound'));
  }
  return row;
}

export async function getInvoice(deps: InvoicesDeps, principal: Principal, id: string): Promise<TInvoice> {
  const row = await readable(deps, principal, id);
  return { ...summaryOf(row), saleId: row.saleId, orderId: row.orderId, document: row.document as TInvoiceDocument };
}

export async function invoicePdf(deps: InvoicesDeps, principal: Principal, id: string) {
  const row = await readable(deps, principal, id);
  return { number: row.number, bytes: await deps.pdf.render(row.document as TInvoiceDocument, deps.timeZone) };
}

export async function myInvoices(deps: InvoicesDeps, principal: Principal, query: TPageQuery): Promise<TMyInvoices> {
  const { rows, total } = await repository.listCustomerInvoices(deps.db, principal.userId, pageOf(query));
  return {
    items: rows.map((row) => ({ ...summaryOf(row), orderId: row.orderId })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Mails the sale's latest document as a PDF, to the address the desk typed or else the customer's own, in
 * the customer's language (their account's; a walk-in's is the desk's).
 */
export async function sendReceipt(
  deps: InvoicesDeps,
  principal: Principal,
  saleId: string,
  body: { email?: string },
): Promise<{ sentTo: string }> {
  const sale = await repository.findSaleForReceipt(deps.db, saleId);
  if (!sale) throw new AppError('NOT_FOUND', invoiceMessage('saleNotFound'));
  const invoice = await repository.latestInvoiceOfSale(deps.db, saleId);
  if (!invoice) throw conflict(invoiceMessage('noInvoiceYet'));
  const customersAddress = sale.orderEmail ?? sale.accountEmail ?? undefined;
  const to = body.email ?? customersAddress;
  if (!to) {
    // A 400 on the address field: the desk's form shows it where the address is typed.
    const said = invoiceMessage('noAddress');
    throw new AppError('VALIDATION', said, { errors: [{ path: 'email', message: said }] });
  }
  await deps.throttle.hit(RECEIPTS_PER_ACCOUNT, principal.userId);
  await deps.throttle.hit(RECEIPTS_PER_ADDRESS, to.toLowerCase());
  const document = invoice.document as TInvoiceDocument;
  const locale = sale.accountLocale ?? deps.locale;
  const bytes = await deps.pdf.render(document, deps.timeZone);
  const values = {
    document: kindName(document.kind, locale),
    number: document.number,
    salon: SALON.name,
    date: formatSalonDate(document.issuedAt, deps.timeZone, locale),
    total: formatFils(document.totals.grossFils, locale),
  };
  await deps.mailer.send(
    inLocale(
      {
        to,
        subject: invoiceText(locale, 'mailSubject', values),
        text: letter(
          sale.customerName,
          [[invoiceText(locale, 'mailBody', values)], [invoiceText(locale, 'mailKeep')]],
          locale,
        ),
        attachments: [{ filename: `${document.number}.pdf`, content: bytes, contentType: 'application/pdf' }],
      },
      locale,
    ),
  );
  await repository.recordReceiptSent(deps.db, {
    saleId,
    invoiceId: invoice.id,
    number: invoice.number,
    toCustomer: customersAddress !== undefined && to.toLowerCase() === customersAddress.toLowerCase(),
    by: { id: principal.userId, name: principal.name },
  });
  return { sentTo: to };
}

/** The customer's documents for their data export: what each says, as issued (newest first, bounded). */
export async function documentsForExport(db: Executor, userId: string) {
  const rows = await repository.customerDocuments(db, userId, 1000);
  return rows.map((row) => ({ ...summaryOf(row), orderId: row.orderId, document: row.document as TInvoiceDocument }));
}
