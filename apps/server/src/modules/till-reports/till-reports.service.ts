import type { TCloseDayRequest, TDayReport, TMyTips, TTillAuditPage } from '@salon/shared';
import { MAX_TIPS_RANGE_DAYS, TILL_AUDIT_PAGE_SIZE } from '@salon/shared';
import type { Database } from '@/db/client';
import { AppError, badRequest, conflict, PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import type { Principal } from '@/lib/principal';
import { findTherapistIdOfUser } from '@/modules/users';
import { assertDayRange, assertRealDay, monthOf, salonToday } from './days';
import { TILL_REPORT_ERRORS } from './till-reports.messages';
import * as repo from './till-reports.repository';

export interface TillReportsDeps {
  db: Database;
  timeZone: string;
}

const frozen = (close: repo.DayCloseRow): TDayReport => ({
  ...(close.report as repo.DayFigures),
  closed: true,
  closedAt: close.closedAt.toISOString(),
  closedByName: close.recordedByName,
  cashCountedFils: close.cashCountedFils,
  cashDifferenceFils: close.cashCountedFils - close.cashExpectedFils,
  note: close.note,
});

const live = (figures: repo.DayFigures): TDayReport => ({
  ...figures,
  closed: false,
  closedAt: null,
  closedByName: null,
  cashCountedFils: null,
  cashDifferenceFils: null,
  note: null,
});

/** The day's Z report: live from the ledger while the day is open, as frozen at its close afterwards. */
export async function dayReport(deps: TillReportsDeps, day: string): Promise<TDayReport> {
  assertRealDay(day);
  const close = await repo.findDayClose(deps.db, day);
  return close ? frozen(close) : live(await repo.dayFigures(deps.db, day));
}

/**
 * Closes a day: under the day's exclusive lock (no ledger row of the day is being written, none can start),
 * adds the day up, keeps the report frozen with the counted cash, and writes the act to the audit trail,
 * all in one transaction. A day not yet begun cannot be closed; a closed day is never closed again. A
 * counted cash that differs from the expected needs a note saying why.
 */
export async function closeDay(
  deps: TillReportsDeps,
  principal: Principal,
  day: string,
  input: TCloseDayRequest,
): Promise<TDayReport> {
  assertRealDay(day);
  if (day > salonToday(deps.timeZone)) throw badRequest(TILL_REPORT_ERRORS.dayInFuture(day));
  const note = input.note?.trim() || null;
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockDay(tx, day);
      if (await repo.findDayClose(tx, day)) throw conflict(TILL_REPORT_ERRORS.dayClosed(day));
      const figures = await repo.dayFigures(tx, day);
      const difference = input.cashCountedFils - figures.cashExpectedFils;
      if (difference !== 0 && note === null) throw badRequest(TILL_REPORT_ERRORS.differenceNeedsNote);
      await repo.insertDayClose(tx, {
        businessDay: day,
        cashExpectedFils: figures.cashExpectedFils,
        cashCountedFils: input.cashCountedFils,
        note,
        report: figures,
        recordedBy: principal.userId,
        recordedByName: principal.name,
      });
      await repo.insertTillAudit(tx, {
        action: 'day-closed',
        detail: {
          day,
          cashExpectedFils: figures.cashExpectedFils,
          cashCountedFils: input.cashCountedFils,
          differenceFils: difference,
        },
        reason: note,
        recordedBy: principal.userId,
        recordedByName: principal.name,
      });
      const close = await repo.findDayClose(tx, day);
      return frozen(close!);
    });
  } catch (error) {
    // Two closes of one day at once: the lock orders them, the key refuses the second if it slipped past.
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(TILL_REPORT_ERRORS.dayClosed(day));
    throw error;
  }
}

/** The signed-in therapist's tips per day of a bounded range (the current month when none is given). */
export async function myTips(
  deps: TillReportsDeps,
  principal: Principal,
  query: { from?: string; to?: string },
): Promise<TMyTips> {
  const month = monthOf(salonToday(deps.timeZone));
  const from = query.from ?? (query.to ? monthOf(query.to).from : month.from);
  const to = query.to ?? (query.from ? monthOf(query.from).to : month.to);
  assertDayRange(from, to, MAX_TIPS_RANGE_DAYS);
  const therapistId = await findTherapistIdOfUser(deps.db, principal.userId);
  if (!therapistId) throw new AppError('NOT_FOUND', TILL_REPORT_ERRORS.notATherapist);
  const days = await repo.tipsOfTherapist(deps.db, therapistId, from, to);
  return { from, to, days, totalFils: days.reduce((sum, d) => sum + d.tipsFils, 0) };
}

/** One page of the till's audit trail, newest first; one row more than the page says whether another follows. */
export async function auditTrail(deps: TillReportsDeps, page: number): Promise<TTillAuditPage> {
  const pageSize = TILL_AUDIT_PAGE_SIZE;
  const rows = await repo.auditPage(deps.db, (page - 1) * pageSize, pageSize + 1);
  return { items: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
}
