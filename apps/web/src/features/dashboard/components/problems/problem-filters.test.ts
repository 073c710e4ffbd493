import type { TProblem } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROBLEM_FILTERS,
  filterProblems,
  matchesStatus,
  PROBLEM_STATUS_FILTERS,
  statusLabel,
} from './problem-filters';

function problem(
  id: string,
  status: TProblem['status'],
  createdAt: string,
  overrides: Partial<TProblem> = {},
): TProblem {
  return {
    _id: id,
    title: `Problem ${id}`,
    description: 'Something about a booking.',
    email: `${id}@example.ae`,
    phone: '0501234567',
    status,
    createdAt,
    ...overrides,
  };
}

const PROBLEMS = [
  problem('a', 'open', '2025-06-01T08:00:00.000Z', { title: 'Bridal party', phone: '0509990000' }),
  problem('b', 'in-progress', '2025-06-03T08:00:00.000Z'),
  problem('c', 'resolved', '2025-06-02T08:00:00.000Z', { description: 'Gift card for my mother' }),
  problem('d', 'closed', '2025-06-04T08:00:00.000Z', { email: 'noor@example.ae' }),
];

const ids = (filters: Partial<typeof EMPTY_PROBLEM_FILTERS>) =>
  filterProblems(PROBLEMS, { ...EMPTY_PROBLEM_FILTERS, ...filters }).map((p) => p._id);

describe('problem filters', () => {
  it('lists everything, newest first, by default', () => {
    expect(ids({})).toEqual(['d', 'b', 'c', 'a']);
  });

  it("matches open problems with 'pending', and each other status exactly", () => {
    expect(ids({ status: 'pending' })).toEqual(['a']);
    expect(ids({ status: 'in-progress' })).toEqual(['b']);
    expect(ids({ status: 'resolved' })).toEqual(['c']);
    expect(ids({ status: 'closed' })).toEqual(['d']);
    expect(matchesStatus('open', 'all')).toBe(true);
    expect(PROBLEM_STATUS_FILTERS).toEqual(['all', 'pending', 'in-progress', 'resolved', 'closed']);
  });

  it('searches title, description, e-mail and phone, with the status filter', () => {
    expect(ids({ query: 'bridal' })).toEqual(['a']);
    expect(ids({ query: 'gift card' })).toEqual(['c']);
    expect(ids({ query: 'noor@' })).toEqual(['d']);
    expect(ids({ query: '0509990000' })).toEqual(['a']);
    expect(ids({ query: 'bridal', status: 'closed' })).toEqual([]);
  });

  it('labels statuses for people', () => {
    expect(statusLabel('in-progress')).toBe('In progress');
    expect(statusLabel('open')).toBe('Open');
  });
});
