import { PROBLEM_STATUSES, type TProblem } from '@salon/shared';
import { matchesSearch } from '../../../catalog/services-filter';

export type ProblemStatus = TProblem['status'];

/** The status filter's choices: 'pending' is the spec's name for problems nobody has picked up yet. */
export const PROBLEM_STATUS_FILTERS = ['all', 'pending', ...PROBLEM_STATUSES.filter((s) => s !== 'open')] as const;
export type ProblemStatusFilter = (typeof PROBLEM_STATUS_FILTERS)[number];

export interface ProblemFilters {
  query: string;
  status: ProblemStatusFilter;
}

export const EMPTY_PROBLEM_FILTERS: ProblemFilters = { query: '', status: 'all' };

/** 'in-progress' → 'In progress'. */
export const statusLabel = (status: string) => {
  const text = status.replace('-', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The filter 'pending' also matches open problems (admin spec §2). */
export function matchesStatus(status: ProblemStatus, filter: ProblemStatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'pending') return status === 'open' || (status as string) === 'pending';
  return status === filter;
}

/** Search over title, description, e-mail and phone, then the status filter; newest first. */
export function filterProblems(problems: readonly TProblem[], filters: ProblemFilters): TProblem[] {
  return problems
    .filter(
      (p) =>
        matchesStatus(p.status, filters.status) &&
        matchesSearch([p.title, p.description, p.email, p.phone], filters.query),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
