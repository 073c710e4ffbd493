import { formatSalonDate, type TProblem } from '@salon/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { type Column, DataTable } from '@/components/ui/DataTable';
import { DebouncedTextInput, SelectInput } from '@/components/ui/fields';
import { FilterBar } from '@/components/ui/filters';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { rowActionsColumn } from '@/components/ui/RowActions';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { truncate } from '@/lib/truncate';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { useDeleteProblem, useProblems } from '../api/problems';
import { problemText as t } from '../problem-messages';
import { ProblemFormModal } from './ProblemFormModal';
import { ProblemStatusBadge } from './ProblemStatusBadge';
import { PROBLEM_FILTER_KEYS, PROBLEM_STATUS_FILTERS, problemsQuery, statusLabel } from './problem-filters';

const TZ = SALON_TIME_ZONE;
/** The table cuts descriptions at 50 characters (admin spec §2, §9). */
const DESCRIPTION_CUT = 50;

/** Below each breakpoint a hidden column's value moves under the title. */
const COLUMNS: Column<TProblem>[] = [
  {
    header: t.columnTitle(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (problem) => (
      <>
        <span className="break-words">{problem.title}</span>
        <span className="mt-1 block text-xs font-normal text-taupe lg:hidden">
          {truncate(problem.description, DESCRIPTION_CUT)}
        </span>
        <span className="mt-1 block break-all text-xs font-normal text-taupe md:hidden">
          <bdi dir="ltr">{problem.email}</bdi>
        </span>
        <span className="block text-xs font-normal text-taupe xl:hidden">
          <bdi dir="ltr">{problem.phone}</bdi>
        </span>
      </>
    ),
  },
  {
    header: t.columnDescription(),
    className: 'hidden lg:table-cell',
    cellClassName: 'text-taupe',
    cell: (problem) => <span title={problem.description}>{truncate(problem.description, DESCRIPTION_CUT)}</span>,
  },
  {
    header: t.columnEmail(),
    className: 'hidden md:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (p) => <span dir="ltr">{p.email}</span>,
  },
  {
    header: t.columnPhone(),
    className: 'hidden xl:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (p) => <span dir="ltr">{p.phone}</span>,
  },
  { header: t.columnStatus(), cell: (problem) => <ProblemStatusBadge status={problem.status} /> },
  {
    header: t.columnCreated(),
    className: 'hidden sm:table-cell',
    cellClassName: 'whitespace-nowrap',
    cell: (problem) => formatSalonDate(problem.createdAt, TZ),
  },
];

type Editing = { mode: 'add' } | { mode: 'edit'; problem: TProblem } | null;

/**
 * The Problems tab (admin spec §2): search, status filter, table, add/edit modal, delete. The server
 * searches, filters and pages (newest first); the search, filter and page live in the URL.
 */
export function ProblemsPanel() {
  const list = useListSearchParams(PROBLEM_FILTER_KEYS);
  const query = problemsQuery(list.values, list.page);
  const problems = useProblems(query);
  const remove = useDeleteProblem();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete<TProblem>({
    remove: (problem) => remove.mutateAsync(problem._id),
    busy: remove.isPending,
    toasts: { deleted: t.deleted(), failed: t.deleteFailed() },
  });

  const visible = problems.data?.items ?? [];
  useStayOnAPageWithRows(
    query.page,
    query.pageSize,
    problems.data,
    problems.isSuccess && !problems.isPlaceholderData,
    list.setPage,
  );

  return (
    <section aria-label={t.panelTitle()} className="space-y-5">
      <PanelHeader title={t.panelTitle()} count={problems.data?.total} countCapped={problems.data?.capped}>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addProblem()}
        </Button>
      </PanelHeader>

      <FilterBar className="sm:grid-cols-[2fr_1fr]">
        <DebouncedTextInput label={t.searchLabel()} {...list.textFilter('q')} placeholder={t.searchPlaceholder()} />
        <SelectInput
          label={t.columnStatus()}
          value={list.values.status || 'all'}
          onChange={(event) => list.setFilters({ status: event.target.value === 'all' ? '' : event.target.value })}
        >
          {PROBLEM_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? t.allStatuses() : status === 'pending' ? t.pendingOpen() : statusLabel(status)}
            </option>
          ))}
        </SelectInput>
      </FilterBar>

      <ListStates
        read={problems}
        loading={t.loading()}
        errorTitle={t.loadError()}
        retryLabel={t.retry()}
        empty={visible.length === 0}
        emptyState={<EmptyState title={t.empty()} />}
        paging={pagingOf(query, problems.data, list.setPage, PAGING_MESSAGES.problems)}
      >
        <DataTable
          caption={t.panelTitle()}
          columns={[
            ...COLUMNS,
            rowActionsColumn({
              name: (problem) => problem.title,
              onEdit: (problem) => setEditing({ mode: 'edit', problem }),
              onDelete: deletion.ask,
            }),
          ]}
          rows={visible}
          rowKey={(problem) => problem._id}
        />
      </ListStates>

      {editing && (
        <ProblemFormModal
          problem={editing.mode === 'edit' ? editing.problem : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.target && <ConfirmDialog title={t.deleteTitle()} question={t.deleteConfirm()} {...deletion.dialog} />}
    </section>
  );
}
