import type { SharedCatalogueName, SharedCatalogues } from '../texts/catalogues';
import type { MessageValues } from './catalogue';

/** A text by the catalogue it lives in and its key there, with its placeholders' values: never its English. */
export interface TextKey {
  readonly catalogue: SharedCatalogueName;
  readonly key: string;
  readonly values?: MessageValues;
}

type KeyOf<Name extends SharedCatalogueName> = keyof SharedCatalogues[Name]['en'] & string;
type Compiled<Name extends SharedCatalogueName> = SharedCatalogues[Name]['en'];

/**
 * A zod error parameter (`.min(1, text)`, `{ ...text, path }`) for a shared schema's message. The issue's
 * message is the text in the build's language, read when the issue is raised, so the web's forms show it as
 * before; and the issue keeps its catalogue and key in `params.text`, so the server can answer a request in
 * that request's language from the same catalogue instead of recognising the English.
 */
export interface IssueText {
  readonly error: (issue: object) => string;
}

export function issueText<Name extends SharedCatalogueName>(
  catalogue: Name,
  texts: Compiled<Name>,
  key: KeyOf<Name>,
  values?: MessageValues,
): IssueText {
  const text = (texts as Record<string, (values?: MessageValues) => string>)[key]!;
  return {
    error: (issue) => {
      // zod copies the issue's own fields after asking for its message, so the key travels with it.
      const raised = issue as { params?: object };
      raised.params = { ...raised.params, text: { catalogue, key, values } satisfies TextKey };
      return text(values);
    },
  };
}

/** Every text of a catalogue as an `IssueText`, under its key: a schema's `m.titleRequired`. */
export function issueTexts<Name extends SharedCatalogueName>(
  catalogue: Name,
  texts: Compiled<Name>,
  /** The values of texts that state a rule ('at least {min} characters'), given from the rule's constant. */
  ruleValues: Partial<Record<KeyOf<Name>, MessageValues>> = {},
): { readonly [Key in KeyOf<Name>]: IssueText } {
  const all: Record<string, IssueText> = {};
  for (const key of Object.keys(texts)) {
    all[key] = issueText(catalogue, texts, key as KeyOf<Name>, ruleValues[key as KeyOf<Name>]);
  }
  return all as { readonly [Key in KeyOf<Name>]: IssueText };
}

/** The `TextKey` a validation issue carries (`issueText`), if any. */
export function textKeyOf(params: unknown): TextKey | undefined {
  const text = (params as { text?: unknown } | undefined)?.text;
  return typeof text === 'object' && text !== null && 'catalogue' in text && 'key' in text
    ? (text as TextKey)
    : undefined;
}
