import type { TTillAuditRow } from '@salon/shared';
import { formatSalonDateTime } from '@salon/shared';
import { useState } from 'react';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { EmptyState } from '@/components/ui/PanelHeader';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useTillAudit } from '../api/till-api';
import { formatFilsAed as aed } from '../fils';
import { moneyText as t } from '../money-messages';

const columns: Column<TTillAuditRow>[] = [
  { header: t.auditAt(), cell: (row) => formatSalonDateTime(row.at, SALON_TIME_ZONE), rowHeader: true },
  { header: t.auditActor(), cell: (row) => row.actorName },
  { header: t.auditAction(), cell: (row) => [row.action, row.detail].filter(Boolean).join(' · ') },
  { header: t.auditAmount(), cell: (row) => (row.amountFils === null ? '—' : aed(row.amountFils)) },
  { header: t.auditReason(), cell: (row) => row.reason ?? '—', className: 'hidden md:table-cell' },
];

const pager = {
  label: t.auditPages(),
  previous: t.previous(),
  next: t.next(),
  page: (page: string) => t.page({ page }),
  showing: (from: string, to: string, total: string) => t.showing({ from, to, total }),
  atLeast: (total: string) => t.atLeast({ total }),
};

/** The till's audit (admin): every change of money and setting, who and when, newest first, paged. */
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
        paging={pagingOf({ page, pageSize: audit.data?.pageSize ?? 20 }, audit.data, setPage, pager)}
      >
        <DataTable
          caption={t.auditCaption()}
          columns={columns}
          rows={rows}
          rowKey={(row) => row._id}
          cards={{
            className: 'space-y-3 sm:hidden',
            tableClassName: 'hidden sm:block',
            card: (row) => (
              <div className="space-y-1 text-sm">
                <p className="font-medium text-espresso">
                  {row.action} · {row.amountFils === null ? '—' : aed(row.amountFils)}
                </p>
                <p className="text-taupe">
                  {formatSalonDateTime(row.at, SALON_TIME_ZONE)} · {row.actorName}
                </p>
                {(row.reason || row.detail) && <p className="break-words">{row.reason ?? row.detail}</p>}
              </div>
            ),
          }}
        />
      </ListStates>
    </section>
  );
}
