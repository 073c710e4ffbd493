import { describe, expect, it } from 'vitest';
import { PROBLEM_STATUS_FILTERS, problemsQuery, statusLabel } from './problem-filters';

describe('problem filters', () => {
  it("offers 'pending' for open problems and labels the statuses", () => {
    expect(PROBLEM_STATUS_FILTERS).toEqual(['all', 'pending', 'in-progress', 'resolved', 'closed']);
    expect(statusLabel('in-progress')).toBe('In progress');
  });

  it('turns the URL fields into the server query, dropping what it would refuse', () => {
    expect(problemsQuery({ q: '  bridal ', status: 'pending' }, 2)).toEqual({
      q: 'bridal',
      status: 'pending',
      page: 2,
      pageSize: 50,
    });
    expect(problemsQuery({ q: '', status: 'all' }, 1)).toEqual({ q: '', status: undefined, page: 1, pageSize: 50 });
    expect(problemsQuery({ q: '', status: 'nonsense' }, 0).status).toBeUndefined();
    // Past the 10,000 rows the server pages through, the last page it serves.
    expect(problemsQuery({ q: '', status: '' }, 999).page).toBe(200);
  });
});
