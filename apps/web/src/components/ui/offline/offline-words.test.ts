import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The page error (first bundle, the layout's catalogue) carries a copy of the offline words, so that it shares
// no module with the lazy pages; the copy says what the service worker's page and a failed read say.
const read = (folder: string, language: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, folder, 'i18n', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;

describe('the offline words', () => {
  it.each(['en', 'ar'])('are the same in the page error and elsewhere (%s)', (language) => {
    const layout = read('../../layout', language);
    const offline = read('.', language);
    expect(layout.offline).toBe(offline.offline);
    expect(layout.offlineStillWorks).toBe(offline.stillWorks);
    expect(layout.offlineCallUs).toBe(offline.callUs);
    expect(layout.offlineTryAgain).toBe(offline.tryAgain);
  });
});
