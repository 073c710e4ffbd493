import { formatSalonDateTime, type TTillAuditRow } from '@salon/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState } from '@/components/ui/PanelHeader';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useTillAudit } from '../api/till-api';
import { formatFilsAed as aed } from '../fils';
import { moneyText as t } from '../money-messages';

const when = (row: TTillAuditRow) => formatSalonDateTime(row.createdAt, SALON_TIME_ZONE);
const amount = (row: TTillAuditRow) => (row.amountFils === null ? '—' : aed(row.amountFils));
/** The act's details as the server recorded them ('counted: 54000'), for the admin who reads the trail. */
const detail = (row: TTillAuditRow) =>
  row.detail
    ? Object.entries(row.detail)
        .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';
const what = (row: TTillAuditRow) =>
  [row.action, row.method && t.methodName({ method: row.method }), detail(row)].filter(Boolean).join(' · ');

const columns: Column<TTillAuditRow>[] = [
  { header: t.auditAt(), cell: when, rowHeader: true },
  { header: t.auditActor(), cell: (row) => row.recordedByName },
  { header: t.auditAction(), cell: what, cellClassName: 'break-words' },
  { header: t.auditAmount(), cell: amount },
  { header: t.auditReason(), cell: (row) => row.reason ?? '—', className: 'hidden md:table-cell' },
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
                <p className="break-words">{[what(row), row.reason].filter(Boolean).join(' · ')}</p>
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
