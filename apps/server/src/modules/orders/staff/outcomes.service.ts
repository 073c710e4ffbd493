import { isDashboardRole, type TItemOutcome, type TOrder } from '@salon/shared';
import type { Executor } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import { AppError, badRequest, notFound } from '@/lib/errors';
import type { Principal } from '@/lib/principal';
import { findTherapistIdOfUser } from '@/modules/users';
import { loadOrder } from '../reads/read.service';
import { ORDER_ERRORS } from '../shared/messages';
import * as repository from '../shared/orders.repository';

/**
 * Whether this caller may mark this appointment done or no-show: the front desk and the admin any
 * appointment, a therapist only their own (the therapist row linked to their account); the route's `team`
 * level has already turned customers away.
 */
export async function maySetOutcome(
  db: Executor,
  caller: Principal,
  target: repository.OutcomeTarget,
): Promise<boolean> {
  if (isDashboardRole(caller.role)) return true;
  if (caller.role !== 'therapist') return false;
  return (await findTherapistIdOfUser(db, caller.userId)) === target.therapistId;
}

/**
 * Marks what happened at one appointment of an order: done or no-show, or clears a mark (`null`). Not before
 * the appointment has started, and not on a cancelled order. The order row is locked first, as on every path that changes an
 * order, so a cancellation cannot slip in between the check and the write.
 */
export async function setItemOutcome(
  deps: { db: Executor } & AnswerView,
  caller: Principal,
  itemId: string,
  outcome: TItemOutcome | null,
): Promise<TOrder> {
  const orderId = await deps.db.transaction(async (tx) => {
    const target = await repository.findOutcomeTarget(tx, itemId);
    if (!target) throw notFound('Order item');
    if (!(await maySetOutcome(tx, caller, target))) throw new AppError('FORBIDDEN', ORDER_ERRORS.outcomeNotAllowed);
    const order = await repository.lockOrder(tx, target.orderId);
    if (!order) throw notFound('Order item');
    if (order.status === 'cancelled') throw badRequest(ORDER_ERRORS.outcomeOfCancelled);
    if (target.starttime.getTime() > Date.now()) throw badRequest(ORDER_ERRORS.outcomeBeforeStart);
    await repository.setItemOutcome(tx, itemId, outcome);
    return target.orderId;
  });
  return loadOrder(deps.db, orderId, deps);
}
