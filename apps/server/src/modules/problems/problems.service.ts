import type { TAdminProblemsQuery, TProblem, TProblemInput } from '@salon/shared';
import type { Database } from '@/db/client';
import { notFound } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { type PagedList, pageOf } from '@/lib/paging';
import type { Throttle, ThrottleRule } from '@/lib/throttle';
import { presentProblem } from './problems.presenter';
import * as repository from './problems.repository';

/** The contact form is open to everyone: a burst from one address is refused, a real customer never notices. */
export const CONTACT_THROTTLE: ThrottleRule = {
  name: 'contact-ip',
  keyedBy: 'client',
  limit: 5,
  windowMs: 15 * 60_000,
  message: message(SHARED.auth, 'tooManyRequests'),
};

/**
 * The statuses a filter value stands for. Problems have no 'pending' status, yet the admin spec's filter
 * offers it and says it also matches open problems: it reads as "not yet dealt with", i.e. open.
 */
function statusesOf(status: TAdminProblemsQuery['status']): repository.ProblemStatus[] | undefined {
  if (status === undefined) return undefined;
  return status === 'pending' ? ['open'] : [status];
}

/** The admin's problems list: a page of matches, newest first, and how many match. */
export async function listProblems(db: Database, query: TAdminProblemsQuery): Promise<PagedList<TProblem>> {
  const page = pageOf(query);
  const filter = { q: query.q, statuses: statusesOf(query.status) };
  const [rows, count] = await Promise.all([
    repository.listProblemsPage(db, filter, page),
    repository.countProblems(db, filter),
  ]);
  return { rows: rows.map(presentProblem), count };
}

/**
 * Visitors' messages always start open; staff may file a problem with any status. A customer's message is
 * marked as theirs (their data export shows it, whatever address they typed); staff file messages for
 * others, so theirs belong to nobody.
 */
export async function createProblem(
  deps: { db: Database; throttle: Throttle },
  input: TProblemInput,
  caller: { isAdmin: boolean; address: string; userId?: string },
): Promise<TProblem> {
  if (!caller.isAdmin) await deps.throttle.hit(CONTACT_THROTTLE, caller.address);
  const { status, ...fields } = input;
  return presentProblem(
    await repository.insertProblem(deps.db, {
      ...fields,
      status: caller.isAdmin ? (status ?? 'open') : 'open',
      userId: caller.isAdmin ? null : (caller.userId ?? null),
    }),
  );
}

export async function updateProblem(db: Database, id: string, input: TProblemInput): Promise<TProblem> {
  const row = await repository.updateProblem(db, id, input);
  if (!row) throw notFound('Problem');
  return presentProblem(row);
}

export async function deleteProblem(db: Database, id: string): Promise<void> {
  if (!(await repository.deleteProblem(db, id))) throw notFound('Problem');
}
