import { saleFigures, type TInvoiceSummary, type TLedgerEntry, type TSale } from '@salon/shared';
import { printedNumber } from './invoices/numbers';
import type { EntryRow, InvoiceRow, SaleRow } from './till.repository';

export function presentEntry(row: EntryRow): TLedgerEntry {
  return {
    _id: row.id,
    kind: row.kind,
    amountFils: row.amountFils,
    quantity: row.quantity,
    unitPriceFils: row.unitPriceFils,
    description: row.description,
    serviceId: row.serviceId,
    therapistId: row.therapistId,
    therapistName: row.therapistName,
    method: row.method,
    reference: row.reference,
    refersTo: row.refersTo,
    reason: row.reason,
    businessDay: row.businessDay,
    recordedByName: row.recordedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentInvoiceSummary(row: InvoiceRow): TInvoiceSummary {
  return {
    _id: row.id,
    kind: row.kind,
    number: printedNumber(row.series, row.number),
    issuedAt: row.issuedAt.toISOString(),
    totalFils: row.totalFils,
    vatFils: row.vatFils,
  };
}

/** A sale with its rows and the figures derived from them (never stored: `saleFigures`). */
export function presentSale(sale: SaleRow, entries: EntryRow[], invoices: InvoiceRow[]): TSale {
  const { status, refundableByPayment: _r, activeLineIds: _a, ...figures } = saleFigures(entries);
  return {
    _id: sale.id,
    orderId: sale.orderId,
    customerName: sale.customerName,
    customerTrn: sale.customerTrn,
    status,
    entries: entries.map(presentEntry),
    figures,
    invoices: invoices.map(presentInvoiceSummary),
    createdAt: sale.createdAt.toISOString(),
  };
}
