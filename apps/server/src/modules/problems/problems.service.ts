import { MESSAGES, type TProblem, type TProblemInput } from '@salon/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import * as repository from './problems.repository';

/** The contact form is open to everyone: a burst from one address is refused, a real customer never notices. */
export const CONTACT_THROTTLE: ThrottleRule = {
  name: 'contact-ip',
  limit: 5,
  windowMs: 15 * 60_000,
  message: MESSAGES.auth.tooManyRequests,
};

function present(row: repository.ProblemRow): TProblem {
  return { ...row, _id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function listProblems(db: Database): Promise<TProblem[]> {
  return (await repository.listProblems(db)).map(present);
}

/** Visitors' messages always start open; staff may file a problem with any status. */
export async function createProblem(
  deps: { db: Database; throttle: Throttle },
  input: TProblemInput,
  caller: { isAdmin: boolean; address: string },
): Promise<TProblem> {
  if (!caller.isAdmin) await deps.throttle.hit(CONTACT_THROTTLE, caller.address);
  const { status, ...fields } = input;
  return present(
    await repository.insertProblem(deps.db, { ...fields, status: caller.isAdmin ? (status ?? 'open') : 'open' }),
  );
}

export async function updateProblem(db: Database, id: string, input: TProblemInput): Promise<TProblem> {
  const row = await repository.updateProblem(db, id, input);
  if (!row) throw notFound('Problem');
  return present(row);
}

export async function deleteProblem(db: Database, id: string): Promise<void> {
  if (!(await repository.deleteProblem(db, id))) throw notFound('Problem');
}
