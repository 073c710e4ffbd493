import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * Texts only the hours screens (and the therapist's schedule form) show, called by their keys; the server's
 * refusals are in packages/shared's HOURS_MESSAGES. A therapist's name goes in through `isolate` (lib/locale).
 */
export const hoursText = catalogue(messages);

const t = hoursText;

/** 'Created 12 slots; skipped 2 already taken' */
export const scheduledText = (created: number, skipped: number) =>
  skipped > 0 ? t.scheduledSkipped({ created, skipped }) : t.scheduled({ created });
