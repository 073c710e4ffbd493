import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The Problems tab's and the contact section's texts in this build's language. */
export const problemText = catalogue(messages);
const t = problemText;

/** The Problems tab (admin spec §2, §4, §8), word for word, in one place to translate. */
export const PROBLEM_MESSAGES = {
  loadError: t.loadError(),
  retry: t.retry(),
  createFailed: t.createFailed(),
  updateFailed: t.updateFailed(),
  deleteFailed: t.deleteFailed(),
  created: t.created(),
  updated: t.updated(),
  deleted: t.deleted(),
  // Not from the spec: the confirmation and empty state in the same form as the other tabs'.
  deleteConfirm: t.deleteConfirm(),
  empty: t.empty(),
} as const;
