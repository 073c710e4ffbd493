import { Readable } from 'node:stream';
import { MAX_CSV_RANGE_DAYS, type TDayRangeQuery } from '@salon/shared';
import type { Executor } from '@/db/client';
import { addDays, assertDayRange } from '@/modules/till-reports';
import { aedText, type Cell, computed, csvRow, UTF8_BOM } from './reports.csv';
import { invoicesOfDay, salesOfDay } from './reports.exports.repository';

/**
 * The accountant's downloads (issue 29): the ledger's rows and the issued documents of a range of business
 * days, as CSV. The range is read one day at a time (each an indexed query of one day's rows) and each day
 * is written out before the next is read, so a year of a busy salon never sits in memory whole and no
 * single step holds the event loop for long.
 */
async function* byDay<Row>(
  range: TDayRangeQuery,
  header: readonly string[],
  read: (day: string) => Promise<Row[]>,
  cells: (row: Row) => Cell[],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRow(header);
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const rows = await read(day);
    if (rows.length > 0) yield rows.map((row) => csvRow(cells(row))).join('');
  }
}

const iso = (value: Date | string) => computed(new Date(value).toISOString());
const filsOf = (value: number | string | null) => (value === null ? null : aedText(Number(value)));
const SERIES_PREFIX: Record<string, string> = { invoice: 'INV', 'credit-note': 'CN', receipt: 'RCT' };

export function salesCsv(db: Executor, range: TDayRangeQuery): Readable {
  assertDayRange(range.from, range.to, MAX_CSV_RANGE_DAYS);
  return Readable.from(
    byDay(
      range,
      [
        'business_day',
        'recorded_at',
        'sale_id',
        'order_id',
        'customer',
        'kind',
        'description',
        'description_ar',
        'quantity',
        'amount_aed',
        'method',
        'reference',
        'therapist',
        'reason',
        'recorded_by',
      ],
      (day) => salesOfDay(db, day),
      (row) => [
        computed(row.businessDay),
        iso(row.createdAt),
        computed(row.saleId),
        computed(row.orderId),
        row.customerName,
        computed(row.kind),
        row.description,
        row.descriptionAr,
        row.quantity === null ? null : computed(row.quantity),
        aedText(Number(row.amountFils)),
        row.method,
        row.reference,
        row.therapistName,
        row.reason,
        row.recordedByName,
      ],
    ),
  );
}

export function invoicesCsv(db: Executor, range: TDayRangeQuery): Readable {
  assertDayRange(range.from, range.to, MAX_CSV_RANGE_DAYS);
  return Readable.from(
    byDay(
      range,
      [
        'number',
        'kind',
        'issued_at',
        'supply_date',
        'sale_id',
        'customer',
        'customer_trn',
        'refers_to',
        'net_aed',
        'vat_aed',
        'total_aed',
        'tips_aed',
      ],
      (day) => invoicesOfDay(db, day),
      (row) => [
        row.printedNumber ??
          computed(`${SERIES_PREFIX[row.series] ?? row.series}-${String(row.number).padStart(6, '0')}`),
        computed(row.kind),
        iso(row.issuedAt),
        computed(row.supplyDate),
        computed(row.saleId),
        row.customerName,
        row.customerTrn,
        row.refersToNumber,
        filsOf(row.netFils),
        aedText(Number(row.vatFils)),
        aedText(Number(row.totalFils)),
        filsOf(row.tipsFils),
      ],
    ),
  );
}
