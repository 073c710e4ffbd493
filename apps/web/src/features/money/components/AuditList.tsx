import { formatSalonDateTime, type TTillAuditRow } from '@salon/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState } from '@/components/ui/PanelHeader';
import { formatFils } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useTillAudit } from '../api/till-api';
import { moneyText as t } from '../money-messages';

const when = (row: TTillAuditRow) => formatSalonDateTime(row.createdAt, SALON_TIME_ZONE);
const amount = (row: TTillAuditRow) => (row.amountFils === null ? '—' : formatFils(row.amountFils));
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The act's details as the server recorded them, for the admin who reads the trail: a change as the fields
 * it changed ('trn: — → 100123456789003'), anything else as its fields ('cashCountedFils: 54000').
 */
export function auditDetail(value: Record<string, unknown> | null): string {
  if (!value) return '';
  const { before, after } = value;
  if (isRecord(after)) {
    const old = isRecord(before) ? before : {};
    return Object.keys(after)
      .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(after[key]))
      .map((key) => `${key}: ${shown(old[key])} → ${shown(after[key])}`)
      .join(', ');
  }
  return Object.entries(value)
    .map(([key, field]) => `${key}: ${shown(field)}`)
    .join(', ');
}

/** The trail's acts by the key the server records: ledger rows by their kind, the till's own acts by name. */
const ACTION_LABELS = new Map<string, () => string>([
  ['line', t.auditActionLine],
  ['line-void', t.auditActionLineVoid],
  ['discount', t.auditActionDiscount],
  ['tip', t.auditActionTip],
  ['payment', t.auditActionPayment],
  ['refund', t.auditActionRefund],
  ['vat-settings', t.auditActionVatSettings],
  ['customer-trn', t.auditActionCustomerTrn],
  ['receipt-sent', t.auditActionReceiptSent],
  ['day-closed', t.auditActionDayClosed],
]);

/** An act's name in the reader's language; a key this build does not know yet is shown as recorded. */
export const auditActionLabel = (action: string): string => ACTION_LABELS.get(action)?.() ?? action;

const detail = (row: TTillAuditRow) => auditDetail(row.detail);
const what = (row: TTillAuditRow) =>
  [auditActionLabel(row.action), row.method && t.methodName({ method: row.method }), detail(row)]
    .filter(Boolean)
    .join(' · ');

const columns: Column<TTillAuditRow>[] = [
  { header: t.auditAt(), cell: when, rowHeader: true },
  { header: t.auditActor(), cell: (row) => row.recordedByName },
  { header: t.auditAction(), cell: what, cellClassName: '[overflow-wrap:anywhere]' },
  { header: t.auditAmount(), cell: amount },
  {
    header: t.auditReason(),
    cell: (row) => row.reason ?? '—',
    className: 'hidden md:table-cell',
    cellClassName: '[overflow-wrap:anywhere]',
  },
];

/**
 * The till's audit (admin): every change of money and setting, who and when, newest first. The trail only
 * grows and is not counted: the server says whether an older page exists.
 */
export function AuditList() {
  const [page, setPage] = useState(1);
  const audit = useTillAudit(page);
  const rows = audit.data?.items ?? [];
  return (
    <section aria-labelledby="audit-heading" className="space-y-3">
      <h3 id="audit-heading" className="text-xl text-espresso">
        {t.auditTitle()}
      </h3>
      <ListStates
        read={audit}
        loading={t.auditLoading()}
        errorTitle={t.auditLoadFailed()}
        empty={rows.length === 0}
        emptyState={<EmptyState title={t.auditEmpty()} />}
      >
        <DataTable
          caption={t.auditCaption()}
          columns={columns}
          rows={rows}
          rowKey={(row) => `${row.source}-${row._id}`}
          cards={{
            className: 'space-y-3 sm:hidden',
            tableClassName: 'hidden sm:block',
            card: (row) => (
              <div className="space-y-1 text-sm">
                <p className="font-medium text-espresso">
                  {amount(row)} · {row.recordedByName}
                </p>
                <p className="text-taupe">{when(row)}</p>
                <p className="[overflow-wrap:anywhere]">{[what(row), row.reason].filter(Boolean).join(' · ')}</p>
              </div>
            ),
          }}
        />
        <nav aria-label={t.auditPages()} className="mt-3 flex items-center justify-between gap-3">
          <Button variant="secondary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t.previous()}
          </Button>
          <span className="text-sm text-taupe">{t.page({ page: String(page) })}</span>
          <Button variant="secondary" disabled={!audit.data?.hasMore} onClick={() => setPage(page + 1)}>
            {t.next()}
          </Button>
        </nav>
      </ListStates>
    </section>
  );
}
