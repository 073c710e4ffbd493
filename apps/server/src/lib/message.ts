import { type CataloguePair, DEFAULT_LOCALE, type Locale, type MessageValues, type TextKey } from '@salon/shared';
import { SHARED_CATALOGUES } from '@salon/shared/catalogues';
import { RULE_VALUES } from '@salon/shared/rule-values';

/**
 * A text the server answers with, by its catalogue and key and the values of its placeholders: never its
 * English. Whoever sends it writes it in the reader's language (`textIn`), so a text two catalogues say
 * alike in English keeps each catalogue's own Arabic.
 */
export interface Message {
  readonly texts: CataloguePair<Record<string, string>>;
  readonly key: string;
  readonly values?: MessageValues;
}

/** A message of a catalogue in both languages (a shared one from `SHARED_CATALOGUES`, or a module's own). */
export function message<Json extends Record<string, string>>(
  texts: CataloguePair<Json>,
  key: keyof Json & string,
  values?: MessageValues,
): Message {
  return { texts: texts as unknown as Message['texts'], key, values: { ...ruleValuesOf(texts, key), ...values } };
}

/** A shared catalogue's name, by the pair `SHARED` hands out. */
const SHARED_NAMES = new Map<object, string>(Object.entries(SHARED_CATALOGUES).map(([name, pair]) => [pair, name]));

/** The constants a shared text that states a rule is written with (`RULE_VALUES`), so no caller repeats them. */
function ruleValuesOf(texts: object, key: string): MessageValues | undefined {
  const name = SHARED_NAMES.get(texts);
  return name ? (RULE_VALUES as Record<string, Record<string, MessageValues>>)[name]?.[key] : undefined;
}

/** The shared catalogues, by the names validation issues carry. */
export const SHARED = SHARED_CATALOGUES;

export function textIn(said: Message, locale: Locale): string {
  const text = said.texts[locale][said.key];
  if (!text) throw new Error(`no text "${said.key}" in the catalogue`);
  return text(said.values);
}

/** The message a shared schema's validation issue names (`issueText`), if it names one. */
export function messageOfTextKey(text: TextKey): Message {
  return message(SHARED_CATALOGUES[text.catalogue] as CataloguePair<Record<string, string>>, text.key, text.values);
}

/** A successful answer that is a message and nothing else (`{ message }`), in the reader's language. */
export function answerIn(locale: Locale | undefined, said: Message): { message: string } {
  return { message: textIn(said, locale ?? DEFAULT_LOCALE) };
}
