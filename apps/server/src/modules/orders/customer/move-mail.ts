import type { Database } from '@/db/client';
import type { Throttle } from '@/lib/throttle';
import { type MailDeps, type MailRecipient, sendMovedAgain, sendRescheduled } from '../shared/mail';
import type { ItemRow } from '../shared/orders.repository';
import * as repository from '../shared/orders.repository';
import { moveMailsPerItem } from '../shared/throttles';

export interface MoveMailDeps extends MailDeps {
  db: Database;
  throttle: Throttle;
  /** `MOVE_MAIL_DIGEST_SECONDS` in ms. */
  moveMailDigestMs: number;
}

interface Digest {
  timer: NodeJS.Timeout;
  send(): Promise<void>;
}

/**
 * Digests waiting for their window's end, per app (keyed by its mailer, one per app), so that closing the app
 * sends them at once instead of dropping them.
 */
const pending = new WeakMap<object, Map<string, Digest>>();

/**
 * Tells of a move without flooding the salon's mailbox: the customer hears of every move, the salon's
 * bookings mailbox of the first move of an appointment in a window at once, and of the further ones in one
 * mail at the window's end, saying how many and where the appointment is then. The count is the throttle store's, so of several
 * processes exactly one sees the window's second move and sends its digest. A process that dies before the
 * window ends loses that digest (the dashboard's calendar still shows the time); closing the app sends it.
 */
export async function tellOfMove(
  deps: MoveMailDeps,
  to: MailRecipient | undefined,
  before: ItemRow,
  after: ItemRow,
): Promise<void> {
  let seen: { count: number; windowEndsAt: Date };
  try {
    seen = await deps.throttle.count(moveMailsPerItem(deps.moveMailDigestMs), after.id);
  } catch (error) {
    // Not knowing, the salon hears of this move at once: the move limits still bound how often.
    deps.log.error({ err: error }, 'the count of mails about a move failed; the salon is told at once');
    seen = { count: 1, windowEndsAt: new Date() };
  }
  await sendRescheduled(deps, to, before, after, seen.count === 1);
  // The first mail told of the move to `after`, one revision before the window's second move's.
  if (seen.count === 2) schedule(deps, after.id, before.revision, seen.windowEndsAt);
}

function schedule(deps: MoveMailDeps, itemId: string, toldRevision: number, at: Date): void {
  let digests = pending.get(deps.mailer);
  if (!digests) {
    digests = new Map();
    pending.set(deps.mailer, digests);
  }
  const map = digests;
  const digest: Digest = {
    timer: setTimeout(
      () => {
        digest.send().catch((error: unknown) => deps.log.error({ err: error }, 'the mail of further moves failed'));
      },
      Math.max(0, at.getTime() - Date.now()),
    ),
    async send() {
      clearTimeout(digest.timer);
      if (map.get(itemId) !== digest) return;
      map.delete(itemId);
      const [item] = await repository.listItemsByIds(deps.db, [itemId]);
      // Gone (cancelled, which the salon is not mailed about either) or not moved after all: nothing to say.
      if (!item || item.revision <= toldRevision) return;
      await sendMovedAgain(deps, item, item.revision - toldRevision);
    },
  };
  // A waiting digest never keeps the process alive; the app's close sends it (flushMoveMails).
  digest.timer.unref();
  map
    .get(itemId)
    ?.send()
    .catch(() => undefined);
  map.set(itemId, digest);
}

/** Sends every digest still waiting (the app is closing). */
export async function flushMoveMails(mailer: object): Promise<void> {
  const digests = pending.get(mailer);
  if (!digests) return;
  await Promise.allSettled([...digests.values()].map((digest) => digest.send()));
}
