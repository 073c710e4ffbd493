import { PAGE_SIZE, PROBLEM_STATUSES, type TProblem } from '@salon/shared';
import type { ListParams } from '@/lib/paged-list';
import { clampPage, searchText } from '@/lib/paged-list';
import { problemText as t } from '../problem-messages';

/** The status filter's choices: 'pending' is the spec's name for problems nobody has picked up yet. */
export const PROBLEM_STATUS_FILTERS = ['all', 'pending', ...PROBLEM_STATUSES.filter((s) => s !== 'open')] as const;
export type ProblemStatusFilter = (typeof PROBLEM_STATUS_FILTERS)[number];

/** The Problems tab's fields as the URL keeps them (`?q=&status=&page=`). */
export const PROBLEM_FILTER_KEYS = ['q', 'status'] as const;

const STATUS_LABELS: Record<TProblem['status'], string> = {
  open: t.statusOpen(),
  'in-progress': t.statusInProgress(),
  resolved: t.statusResolved(),
  closed: t.statusClosed(),
};

/** 'in-progress' → 'In progress'; a status this build does not know is shown as the server wrote it. */
export const statusLabel = (status: string) => STATUS_LABELS[status as TProblem['status']] ?? status;

/**
 * The URL's fields as `GET /api/problems` parameters (the server matches open problems to 'pending', admin
 * spec §2); an unknown status in a hand-edited link is no filter.
 */
export function problemsQuery(values: Record<(typeof PROBLEM_FILTER_KEYS)[number], string>, page: number) {
  const status =
    values.status !== 'all' && (PROBLEM_STATUS_FILTERS as readonly string[]).includes(values.status)
      ? values.status
      : undefined;
  const pageSize = PAGE_SIZE.default;
  return { q: searchText(values.q), status, page: clampPage(page, pageSize), pageSize } satisfies ListParams;
}
