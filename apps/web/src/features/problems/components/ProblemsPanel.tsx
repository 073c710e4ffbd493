import { formatSalonDate, PROBLEM_MESSAGES, type TProblem } from '@salon/shared';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DebouncedTextInput, SelectInput } from '../../../components/ui/fields';
import { LoadError } from '../../../components/ui/LoadError';
import { PAGING_MESSAGES } from '../../../components/ui/list-messages';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, PanelHeader, TABLE } from '../../../components/ui/PanelHeader';
import { RowActions } from '../../../components/ui/RowActions';
import { serverMessage } from '../../../lib/api-client';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { showToast } from '../../../lib/toast';
import { useListSearchParams, useStayOnAPageWithRows } from '../../../lib/use-list-search-params';
import { truncate } from '../../catalog';
import { useDeleteProblem, useProblems } from '../api/problems';
import { ProblemFormModal } from './ProblemFormModal';
import { ProblemStatusBadge } from './ProblemStatusBadge';
import { PROBLEM_FILTER_KEYS, PROBLEM_STATUS_FILTERS, problemsQuery, statusLabel } from './problem-filters';

const TZ = SALON_TIME_ZONE;
const m = PROBLEM_MESSAGES;
/** The table cuts descriptions at 50 characters (admin spec §2, §9). */
const DESCRIPTION_CUT = 50;

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
  const [deleting, setDeleting] = useState<TProblem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = problems.data?.items ?? [];
  useStayOnAPageWithRows(
    query.page,
    query.pageSize,
    problems.data,
    problems.isSuccess && !problems.isPlaceholderData,
    list.setPage,
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting._id);
      showToast('success', m.deleted);
      setDeleting(null);
    } catch (error) {
      showToast('error', m.deleteFailed);
      setDeleteError(serverMessage(error, m.deleteFailed));
    }
  };

  return (
    <section aria-label="Problems" className="space-y-5">
      <PanelHeader title="Problems" count={problems.data?.total} countCapped={problems.data?.capped}>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          Add Problem
        </Button>
      </PanelHeader>

      <div className="grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-[2fr_1fr]">
        <DebouncedTextInput
          label="Search problems"
          value={list.values.q}
          onCommit={(q) => list.setFilters({ q })}
          placeholder="Title, description, email or phone"
        />
        <SelectInput
          label="Status"
          value={list.values.status || 'all'}
          onChange={(event) => list.setFilters({ status: event.target.value === 'all' ? '' : event.target.value })}
        >
          {PROBLEM_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? 'All statuses' : status === 'pending' ? 'Pending (open)' : statusLabel(status)}
            </option>
          ))}
        </SelectInput>
      </div>

      {problems.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading problems…
        </p>
      ) : problems.isError ? (
        <LoadError title={m.loadError} error={problems.error}>
          <Button onClick={() => void problems.refetch()} disabled={problems.isFetching}>
            <RefreshCw aria-hidden="true" className={problems.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {m.retry}
          </Button>
        </LoadError>
      ) : visible.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <div className="space-y-4" aria-busy={problems.isPlaceholderData}>
          <div className={TABLE.wrap}>
            <table className={TABLE.table}>
              <caption className="sr-only">Problems</caption>
              <thead>
                <tr>
                  <th scope="col" className={TABLE.th}>
                    Title
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                    Description
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden md:table-cell`}>
                    Email
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden xl:table-cell`}>
                    Phone
                  </th>
                  <th scope="col" className={TABLE.th}>
                    Status
                  </th>
                  <th scope="col" className={`${TABLE.th} hidden sm:table-cell`}>
                    Created
                  </th>
                  <th scope="col" className={`${TABLE.th} text-right`}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((problem) => (
                  <tr key={problem._id}>
                    <th scope="row" className={`${TABLE.td} font-medium`}>
                      <span className="break-words">{problem.title}</span>
                      <span className="mt-1 block text-xs font-normal text-taupe lg:hidden">
                        {truncate(problem.description, DESCRIPTION_CUT)}
                      </span>
                      <span className="mt-1 block break-all text-xs font-normal text-taupe md:hidden">
                        {problem.email}
                      </span>
                      <span className="block text-xs font-normal text-taupe xl:hidden">{problem.phone}</span>
                    </th>
                    <td className={`${TABLE.td} hidden text-taupe lg:table-cell`} title={problem.description}>
                      {truncate(problem.description, DESCRIPTION_CUT)}
                    </td>
                    <td className={`${TABLE.td} hidden whitespace-nowrap md:table-cell`}>{problem.email}</td>
                    <td className={`${TABLE.td} hidden whitespace-nowrap xl:table-cell`}>{problem.phone}</td>
                    <td className={TABLE.td}>
                      <ProblemStatusBadge status={problem.status} />
                    </td>
                    <td className={`${TABLE.td} hidden whitespace-nowrap sm:table-cell`}>
                      {formatSalonDate(problem.createdAt, TZ)}
                    </td>
                    <td className={`${TABLE.td} text-right whitespace-nowrap`}>
                      <RowActions
                        name={problem.title}
                        onEdit={() => setEditing({ mode: 'edit', problem })}
                        onDelete={() => {
                          setDeleteError(null);
                          setDeleting(problem);
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            total={problems.data?.total ?? 0}
            capped={problems.data?.capped}
            onPageChange={(next) => list.setPage(next)}
            messages={PAGING_MESSAGES.problems}
          />
        </div>
      )}

      {editing && (
        <ProblemFormModal
          problem={editing.mode === 'edit' ? editing.problem : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Problem"
          question={m.deleteConfirm}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
