import type { TPaymentRequest, TRefundRequest, TSale } from '@salon/shared';
import type { Principal } from '@/lib/principal';
import { invoiceDocumentOf } from './invoices/invoices.repository';
import { issueCreditNote } from './invoices/invoices.service';
import { writeSale } from './ledger';
import type { TillDeps } from './till.deps';
import { TILL_ERRORS } from './till.messages';

/**
 * A payment, never more than is due: taken under the sale's lock (`writeSale`), so two desks cannot both
 * take the last of it. The payment that makes the sale paid issues its invoice in the same transaction
 * (`writeSale`).
 */
export async function takePayment(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  input: TPaymentRequest,
): Promise<TSale> {
  if (input.method === 'card' && !input.reference) throw TILL_ERRORS.cardReference();
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    if (write.sale.orderStatus === 'cancelled') throw TILL_ERRORS.orderCancelled();
    // Nothing on the sale and nothing due; a sale with only a tip has money due and takes its payment.
    if (write.figures.activeLineIds.length === 0 && write.figures.dueFils === 0) throw TILL_ERRORS.saleEmpty();
    if (input.amountFils > write.figures.dueFils) throw TILL_ERRORS.paymentOverDue(write.figures.dueFils);
    await write.record([
      {
        kind: 'payment',
        amountFils: input.amountFils,
        method: input.method,
        reference: input.reference || null,
      },
    ]);
  });
}

/**
 * Money back on one payment (admin), never more than is left of it; by the payment's own method. On an
 * invoiced sale the refund issues a credit note referring to the invoice.
 */
export async function refundPayment(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  paymentId: string,
  input: TRefundRequest,
): Promise<TSale> {
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    const payment = write.rows.find((row) => row.id === paymentId && row.kind === 'payment');
    if (!payment) throw TILL_ERRORS.paymentNotFound();
    const left = write.figures.refundableByPayment.get(paymentId) ?? 0;
    if (input.amountFils > left) throw TILL_ERRORS.refundOverPayment(left);
    const [refund] = await write.record([
      {
        kind: 'refund',
        amountFils: input.amountFils,
        method: payment.method,
        refersTo: payment.id,
        reason: input.reason,
      },
    ]);
    const invoice = write.invoices.find((row) => row.kind !== 'credit-note');
    if (!invoice) return;
    const document = await invoiceDocumentOf(write.tx, invoice.id);
    const creditedFils = write.invoices
      .filter((row) => row.refersTo === invoice.id)
      .reduce((sum, row) => sum + row.totalFils, 0);
    await issueCreditNote(write.tx, {
      sale: write.sale,
      invoice,
      invoiceDocument: document!,
      creditedFils,
      refund: { id: refund!.id, amountFils: input.amountFils, method: payment.method!, reason: input.reason },
      day: write.day,
      principal,
    });
  });
}
