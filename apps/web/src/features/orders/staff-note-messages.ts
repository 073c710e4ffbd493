import { ordersText as t } from './orders-messages';

/** The texts of the staff's note on a customer (web only), from the catalogue. */
export const STAFF_NOTE_MESSAGES = {
  heading: t.noteHeading(),
  label: t.noteLabel(),
  hint: t.noteHint(),
  empty: t.noteEmpty(),
  saved: t.noteSaved(),
  saveFailed: t.noteSaveFailed(),
  save: t.noteSave(),
  loading: t.noteLoading(),
} as const;
