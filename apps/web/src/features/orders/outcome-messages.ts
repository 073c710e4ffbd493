import { ordersText as t } from './orders-messages';

/** What the order detail says about an appointment's outcome (issue 15), from the catalogue. */
export const OUTCOME_MESSAGES = {
  label: t.outcomeLabel(),
  /** The outcome as the item shows it. */
  shown: { none: t.outcomeNone(), completed: t.outcomeDone(), 'no-show': t.outcomeNoShow() },
  markDone: t.markDone(),
  markNoShow: t.markNoShow(),
  markedDone: t.markedDone(),
  markedNoShow: t.markedNoShow(),
  cleared: t.markCleared(),
  failed: t.markFailed(),
  notStarted: t.markNotStarted(),
  cancelled: t.markOrderCancelled(),
} as const;
