import { filsFromAed, type TSale } from '@salon/shared';
import { notFound } from '@/lib/errors';
import type { Principal } from '@/lib/principal';
import { businessDay } from './business-day';
import { invoiceWhenPaid, readSale } from './ledger';
import { recordedByOf, type TillDeps } from './till.deps';
import { TILL_ERRORS, tillRefusal } from './till.messages';
import { presentSale } from './till.presenter';
import * as repository from './till.repository';

/** An order has a sale per visit at the desk, a handful at most; the list answers this many. */
export const MAX_SALES_PER_ORDER = 50;

/**
 * Starts the checkout of an order: a sale with a line per booked service of the order not already on
 * another of its sales, at the price the order charged. An order has at most one sale without an invoice:
 * when it has one, that is the answer (`created: false`). A cancelled order takes no checkout.
 */
export async function startCheckout(
  deps: TillDeps,
  principal: Principal,
  orderId: string,
): Promise<{ sale: TSale; created: boolean }> {
  let saleId: string | undefined;
  let created = false;
  try {
    await deps.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      if (order.status === 'cancelled') throw TILL_ERRORS.orderCancelled();
      saleId = await repository.findOpenSaleId(tx, orderId);
      if (saleId) return;
      const sold = await repository.appointmentsOnSales(tx, orderId);
      const items = (await repository.bookedItems(tx, orderId)).filter((item) => !sold.has(item.appointmentId));
      saleId = await repository.insertSale(tx, { orderId, ...recordedByOf(principal) });
      created = true;
      if (items.length === 0) return;
      const day = await businessDay(tx, deps.timeZone);
      await repository.insertEntries(
        tx,
        items.map((item) => {
          const unitPriceFils = filsFromAed(item.price);
          return {
            saleId: saleId!,
            kind: 'line' as const,
            quantity: 1,
            unitPriceFils,
            amountFils: unitPriceFils,
            description: item.name,
            descriptionAr: item.nameAr ?? item.name,
            serviceId: item.serviceId,
            appointmentId: item.appointmentId,
            therapistId: item.therapistId,
            businessDay: day,
            ...recordedByOf(principal),
          };
        }),
      );
      // Free services only: nothing will ever be paid, so the sale is paid as it opens and gets its invoice now.
      if (items.every((item) => filsFromAed(item.price) === 0)) {
        const sale = await repository.lockSale(tx, saleId);
        await invoiceWhenPaid(tx, sale!, day, principal);
      }
    });
  } catch (error) {
    throw tillRefusal(error);
  }
  return { sale: await readSale(deps.db, saleId!), created };
}

/** An order's sales, oldest first, each with its rows, figures and invoices. */
export async function salesOfOrder(deps: TillDeps, orderId: string): Promise<{ sales: TSale[] }> {
  const order = await repository.findOrder(deps.db, orderId);
  if (!order) throw notFound('Order');
  const sales = await repository.listSalesOfOrder(deps.db, orderId, MAX_SALES_PER_ORDER);
  const ids = sales.map((sale) => sale.id);
  const [rows, invoices] = await Promise.all([
    repository.listEntries(deps.db, ids),
    repository.listInvoicesOfSales(deps.db, ids),
  ]);
  return {
    sales: sales.map((sale) =>
      presentSale(
        sale,
        rows.filter((row) => row.saleId === sale.id),
        invoices.filter((invoice) => invoice.saleId === sale.id),
      ),
    ),
  };
}

export const getSale = (deps: TillDeps, saleId: string) => readSale(deps.db, saleId);
