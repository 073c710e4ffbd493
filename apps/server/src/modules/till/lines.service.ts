import {
  discountedPrice,
  filsFromAed,
  mulDivRoundHalfUp,
  type TAddLineRequest,
  type TDiscountRequest,
  type TSale,
  type TTipRequest,
} from '@salon/shared';
import type { Principal } from '@/lib/principal';
import { insertAudit } from './invoices/invoices.repository';
import { figuresWith, readSale, type SaleWrite, writeSale } from './ledger';
import { recordedByOf, type TillDeps } from './till.deps';
import { TILL_ERRORS } from './till.messages';
import * as repository from './till.repository';

/** What every change of a sale's lines asks first: an open order, a sale not yet invoiced. */
function mayChangeLines(write: SaleWrite): void {
  if (write.sale.orderStatus === 'cancelled') throw TILL_ERRORS.orderCancelled();
  if (write.invoiced) throw TILL_ERRORS.saleInvoiced();
}

/** An active line of the sale, or 404 / 409 for one that is not on it or already voided. */
function activeLine(write: SaleWrite, lineId: string) {
  const line = write.rows.find((row) => row.id === lineId && row.kind === 'line');
  if (!line) throw TILL_ERRORS.lineNotFound();
  if (!write.figures.activeLineIds.includes(lineId)) throw TILL_ERRORS.lineVoided();
  return line;
}

/** Nothing may leave the sale owing the customer: due and supply stay at zero or above. */
function keepsDueNonNegative(write: SaleWrite, extra: Parameters<typeof figuresWith>[1]): void {
  const after = figuresWith(write.rows, extra);
  if (after.dueFils < 0 || after.supplyFils < 0) throw TILL_ERRORS.voidMakesNegative();
}

/**
 * A line at the desk: a service of the catalogue at its (discounted) price, or a product or custom line
 * with its description and price. A price other than the catalogue's needs a reason.
 */
export async function addLine(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  input: TAddLineRequest,
): Promise<TSale> {
  const service = input.serviceId ? await repository.findService(deps.db, input.serviceId) : undefined;
  if (input.serviceId && !service) throw TILL_ERRORS.serviceNotFound();
  if (!service && (input.description === undefined || input.unitPriceFils === undefined))
    throw TILL_ERRORS.descriptionForLine();
  if (input.therapistId && !(await repository.therapistExists(deps.db, input.therapistId)))
    throw TILL_ERRORS.therapistNotFound();
  const catalogueFils = service ? filsFromAed(discountedPrice(service.price, service.discount)) : undefined;
  const unitPriceFils = input.unitPriceFils ?? catalogueFils!;
  if (catalogueFils !== undefined && unitPriceFils !== catalogueFils && !input.reason)
    throw TILL_ERRORS.reasonForPrice();
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    mayChangeLines(write);
    await write.record([
      {
        kind: 'line',
        quantity: input.quantity,
        unitPriceFils,
        amountFils: input.quantity * unitPriceFils,
        description: input.description ?? service!.name,
        descriptionAr: input.description ?? service!.nameAr ?? service!.name,
        serviceId: service?.id ?? null,
        therapistId: input.therapistId ?? null,
        reason: input.reason ?? null,
      },
    ]);
  });
}

/** A new price for a line: the line voided and written again at the new price, both with the reason. */
export async function changePrice(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  lineId: string,
  input: { unitPriceFils: number; reason: string; idempotencyKey: string },
): Promise<TSale> {
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    mayChangeLines(write);
    const line = activeLine(write, lineId);
    const quantity = line.quantity ?? 1;
    const amountFils = quantity * input.unitPriceFils;
    keepsDueNonNegative(write, [
      { id: 'void', kind: 'line-void', amountFils: line.amountFils, refersTo: line.id },
      { id: 'new', kind: 'line', amountFils, refersTo: null },
    ]);
    await write.record([
      { kind: 'line-void', amountFils: line.amountFils, refersTo: line.id, reason: input.reason },
      {
        kind: 'line',
        quantity,
        unitPriceFils: input.unitPriceFils,
        amountFils,
        description: line.description,
        descriptionAr: line.descriptionAr,
        serviceId: line.serviceId,
        appointmentId: line.appointmentId,
        therapistId: line.therapistId,
        refersTo: line.id,
        reason: input.reason,
      },
    ]);
  });
}

/** Takes a line off the sale (admin), with the reason; its own discounts go with it. */
export async function voidLine(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  lineId: string,
  input: { reason: string; idempotencyKey: string },
): Promise<TSale> {
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    mayChangeLines(write);
    const line = activeLine(write, lineId);
    keepsDueNonNegative(write, [{ id: 'void', kind: 'line-void', amountFils: line.amountFils, refersTo: line.id }]);
    await write.record([{ kind: 'line-void', amountFils: line.amountFils, refersTo: line.id, reason: input.reason }]);
  });
}

/**
 * A discount on one line or on the whole sale, as a percentage of what is left of it or as an amount. It
 * never takes more than is left of the line (or the sale), nor more than is still due.
 */
export async function addDiscount(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  input: TDiscountRequest,
): Promise<TSale> {
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    mayChangeLines(write);
    let left = write.figures.supplyFils;
    if (input.lineId) {
      const line = activeLine(write, input.lineId);
      const taken = write.rows
        .filter((row) => row.kind === 'discount' && row.refersTo === line.id)
        .reduce((sum, row) => sum + row.amountFils, 0);
      left = Math.min(line.amountFils - taken, left);
    }
    const amountFils = input.amountFils ?? mulDivRoundHalfUp(left, input.percent!, 100);
    const limit = Math.min(left, write.figures.dueFils);
    if (amountFils < 1 || amountFils > limit) throw TILL_ERRORS.discountOverLeft(Math.max(0, limit));
    await write.record([{ kind: 'discount', amountFils, refersTo: input.lineId ?? null, reason: input.reason }]);
  });
}

/** A tip for a named therapist, outside VAT; paid with the sale, before its invoice. */
export async function addTip(deps: TillDeps, principal: Principal, saleId: string, input: TTipRequest): Promise<TSale> {
  if (!(await repository.therapistExists(deps.db, input.therapistId))) throw TILL_ERRORS.therapistNotFound();
  return writeSale(deps, principal, saleId, input.idempotencyKey, async (write) => {
    mayChangeLines(write);
    await write.record([{ kind: 'tip', amountFils: input.amountFils, therapistId: input.therapistId }]);
  });
}

/** The customer's own TRN (their invoice is then a full tax invoice): only before the invoice is issued. */
export async function setCustomerTrn(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  trn: string | null,
): Promise<TSale> {
  await deps.db.transaction(async (tx) => {
    const sale = await repository.lockSale(tx, saleId);
    if (!sale) throw TILL_ERRORS.saleNotFound();
    const invoices = await repository.listInvoicesOfSales(tx, [saleId]);
    if (invoices.some((invoice) => invoice.kind !== 'credit-note')) throw TILL_ERRORS.trnAfterInvoice();
    if (sale.customerTrn === trn) return;
    await repository.setCustomerTrn(tx, saleId, trn);
    await insertAudit(tx, {
      action: 'customer-trn',
      saleId,
      detail: { before: sale.customerTrn, after: trn },
      ...recordedByOf(principal),
    });
  });
  return readSale(deps.db, saleId);
}
