import { type LedgerRow, type SaleFigures, saleFigures, type TSale } from '@salon/shared';
import type { Executor } from '@/db/client';
import { PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import type { Principal } from '@/lib/principal';
import { businessDay } from './business-day';
import { issueInvoice } from './invoices/invoices.service';
import { recordedByOf, type TillDeps } from './till.deps';
import { constraintOf, TILL_ERRORS, tillRefusal } from './till.messages';
import { presentSale } from './till.presenter';
import * as repository from './till.repository';

/** A sale's rows are few (a visit's services, a payment or two): this many means something is wrong. */
export const MAX_SALE_ENTRIES = 300;

/** A row the service asks the ledger to record: the ledger adds the sale, the day, the key and who. */
export type NewEntry = Omit<
  repository.EntryInsert,
  'saleId' | 'businessDay' | 'recordedBy' | 'recordedByName' | 'idempotencyKey'
>;

export interface SaleWrite {
  tx: Executor;
  sale: repository.SaleRow;
  rows: repository.EntryRow[];
  figures: SaleFigures;
  invoices: Awaited<ReturnType<typeof repository.listInvoicesOfSales>>;
  /** Whether the sale has its invoice (or receipt): then it takes no new line, discount, void or tip. */
  invoiced: boolean;
  day: string;
  principal: Principal;
  /** Records rows in this order; the first carries the request's key. Answers the rows as the arithmetic sees them. */
  record(entries: NewEntry[]): Promise<LedgerRow[]>;
}

/** The sale's figures as they would be with `extra` rows added: how a change is checked before it is written. */
export function figuresWith(rows: readonly LedgerRow[], extra: readonly LedgerRow[]): SaleFigures {
  return saleFigures([...rows, ...extra]);
}

/**
 * One change of a sale, in one transaction: the sale's row locked (every change of one sale queues behind the
 * last, so a payment never sees a due another is about to use up), a retry with the same key answered from
 * what the first wrote, the business day worked out, and the database's refusals turned into the desk's 4xx.
 */
export async function writeSale(
  deps: TillDeps,
  principal: Principal,
  saleId: string,
  key: string | undefined,
  act: (write: SaleWrite) => Promise<void>,
): Promise<TSale> {
  try {
    await deps.db.transaction(async (tx) => {
      const sale = await repository.lockSale(tx, saleId);
      if (!sale) throw TILL_ERRORS.saleNotFound();
      if (key && (await repository.hasEntryWithKey(tx, saleId, key))) return;
      const rows = await repository.listEntries(tx, [saleId]);
      if (rows.length >= MAX_SALE_ENTRIES) throw TILL_ERRORS.saleFull();
      const invoices = await repository.listInvoicesOfSales(tx, [saleId]);
      const day = await businessDay(tx, deps.timeZone);
      const invoiced = invoices.some((invoice) => invoice.kind !== 'credit-note');
      let recorded = false;
      await act({
        tx,
        sale,
        rows,
        figures: saleFigures(rows),
        invoices,
        invoiced,
        day,
        principal,
        async record(entries) {
          recorded = true;
          const written = await repository.insertEntries(
            tx,
            entries.map((entry, index) => ({
              ...entry,
              saleId,
              businessDay: day,
              idempotencyKey: index === 0 ? (key ?? null) : null,
              ...recordedByOf(principal),
            })),
          );
          return written.map((row, index) => ({
            id: row.id,
            kind: row.kind,
            amountFils: entries[index]!.amountFils,
            refersTo: entries[index]!.refersTo ?? null,
            method: entries[index]!.method ?? null,
            therapistId: entries[index]!.therapistId ?? null,
          }));
        },
      });
      if (recorded && !invoiced) await invoiceWhenPaid(tx, sale, day, principal);
    });
  } catch (error) {
    // The same key written by a parallel retry that committed first: answer what it wrote.
    const retried =
      key && postgresErrorCode(error) === PG_UNIQUE_VIOLATION && constraintOf(error) === 'sale_entries_idempotency_idx';
    if (!retried) throw tillRefusal(error);
  }
  return readSale(deps.db, saleId);
}

/**
 * Issues the sale's invoice in the transaction of the change that made it paid: due 0 with lines on it (a
 * payment usually; a discount, void or price change after a part payment too). A sale whose lines come to
 * nothing is paid as it stands, so it gets its (zero) invoice then too: at the checkout that opens it with
 * free services, or at the change that leaves nothing due (docs/decisions.md).
 */
export async function invoiceWhenPaid(tx: Executor, sale: repository.SaleRow, day: string, principal: Principal) {
  const rows = await repository.listEntries(tx, [sale.id]);
  const figures = saleFigures(rows);
  if (figures.dueFils === 0 && figures.activeLineIds.length > 0) await issueInvoice(tx, { sale, rows, day, principal });
}

/** One sale as the desk sees it. */
export async function readSale(db: Executor, saleId: string): Promise<TSale> {
  const sale = await repository.findSale(db, saleId);
  if (!sale) throw TILL_ERRORS.saleNotFound();
  const [rows, invoices] = await Promise.all([
    repository.listEntries(db, [saleId]),
    repository.listInvoicesOfSales(db, [saleId]),
  ]);
  return presentSale(sale, rows, invoices);
}
