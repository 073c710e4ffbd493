import type { TProblem } from '@salon/shared';
import type { ProblemRow } from './problems.repository';

export function presentProblem(row: ProblemRow): TProblem {
  return { ...row, _id: row.id, createdAt: row.createdAt.toISOString() };
}
