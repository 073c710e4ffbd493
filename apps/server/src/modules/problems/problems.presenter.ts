import type { TProblem } from '@salon/shared';
import type { ProblemRow } from './problems.repository';

/** The spec's shape: the account that wrote the message is the export's business, not the answer's. */
export function presentProblem({ userId: _author, ...row }: ProblemRow): TProblem {
  return { ...row, _id: row.id, createdAt: row.createdAt.toISOString() };
}
