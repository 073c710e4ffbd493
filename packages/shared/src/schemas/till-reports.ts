import { z } from 'zod';
import { type ZCloseDayRequest, ZLedgerKind, ZPaymentMethod } from './till';
import { tillIssues as t } from './issue-texts';

/**
 * The till's reports (issue 29): a therapist's tips, the audit trail, and the CSV downloads' ranges. A day
 * is `YYYY-MM-DD` on the salon's calendar; the server refuses one that is no date and a range too long.
 */
const day = z.string(t.dayFormat).regex(/^\d{4}-\d{2}-\d{2}$/, t.dayFormat);

/** The longest range of days a therapist's tips cover in one answer (about a quarter). */
export const MAX_TIPS_RANGE_DAYS = 92;
/** The longest range of days one CSV download covers (a year, leap day included). */
export const MAX_CSV_RANGE_DAYS = 366;
/** The audit trail's page: rows of the ledger and of `till_audit` together, newest first. */
export const TILL_AUDIT_PAGE_SIZE = 50;

export const ZDayParams = z.object({ day });

/** Without `from`/`to`: the salon's current month. */
export const ZTipsQuery = z.object({ from: day.optional(), to: day.optional() });
export const ZMyTips = z.object({
  from: z.string(),
  to: z.string(),
  /** Days with tips only, in order. */
  days: z.array(z.object({ day: z.string(), tipsFils: z.number() })),
  totalFils: z.number(),
});
export type TMyTips = z.infer<typeof ZMyTips>;

export const ZDayRangeQuery = z.object({ from: day, to: day });
export type TDayRangeQuery = z.infer<typeof ZDayRangeQuery>;

export const ZTillAuditQuery = z.object({ page: z.coerce.number().int().min(1).max(2_000).default(1) });

/** One row of the trail: a ledger row (`source: 'ledger'`) or another act of the till (`'till'`). */
export const ZTillAuditRow = z.object({
  source: z.enum(['ledger', 'till']),
  _id: z.string(),
  /** A ledger row's kind, or the act's name ('day-closed', 'vat-settings-changed', …). */
  action: z.union([ZLedgerKind, z.string()]),
  saleId: z.string().nullable(),
  amountFils: z.number().nullable(),
  method: ZPaymentMethod.nullable(),
  businessDay: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  recordedByName: z.string(),
  createdAt: z.string(),
});
export type TTillAuditRow = z.infer<typeof ZTillAuditRow>;
export const ZTillAuditPage = z.object({
  items: z.array(ZTillAuditRow),
  page: z.number(),
  pageSize: z.number(),
  /** Whether an older page exists (the trail is not counted: it only grows). */
  hasMore: z.boolean(),
});
export type TTillAuditPage = z.infer<typeof ZTillAuditPage>;

export type TCloseDayRequest = z.infer<typeof ZCloseDayRequest>;
