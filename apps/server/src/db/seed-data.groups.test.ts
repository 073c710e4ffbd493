import { readFileSync } from 'node:fs';
import { SERVICE_GROUPS } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './seed-data';

/** The home page's groups in Arabic, as the web's Arabic build reads them (packages/shared/src/texts/content). */
const arabic = JSON.parse(
  readFileSync(new URL('../../../../packages/shared/src/texts/content/i18n/ar.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const ARABIC_GROUPS = [
  ['nailServicesName', 'nailServicesDescription'],
  ['hairServicesName', 'hairServicesDescription'],
  ['waxingThreadingName', 'waxingThreadingDescription'],
  ['facialBrowName', 'facialBrowDescription'],
].map(([name, description]) => ({ name: arabic[name!], description: arabic[description!] }));

// Issue 27: the home page's four service groups (customer spec §1) are the demo salon's categories, in both
// languages: a card never says one thing while the services list, under the same group, says another.
describe('the home page’s service groups', () => {
  it('are the demo categories, in English', () => {
    expect(SERVICE_GROUPS.map(({ name, description }) => ({ name, description }))).toEqual(
      DEMO_CATEGORIES.map(({ name, description }) => ({ name, description })),
    );
  });

  it('are the demo categories, in Arabic', () => {
    expect(ARABIC_GROUPS).toEqual(
      DEMO_CATEGORIES.map(({ nameAr, descriptionAr }) => ({ name: nameAr, description: descriptionAr })),
    );
  });
});
