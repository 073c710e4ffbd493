import { catalogue, type MessageValues } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The account pages' own texts (sign in, sign up, passwords, Google); the server's are the shared MESSAGES. */
export const authText = catalogue(messages);

const MARK = '\u0000';

/**
 * A sentence with one placeholder that the page shows as an element (a bold address): the sentence's text
 * before and after it, so that each language keeps its own word order.
 */
export function textAround(message: (values?: MessageValues) => string, name: string): [string, string] {
  const [before = '', after = ''] = message({ [name]: MARK }).split(MARK);
  return [before, after];
}
