import { catalogue } from './i18n/catalogue';
import { staticTexts } from './texts/static-texts';
import texts from './texts/validation/i18n/en.json';

const t = catalogue(texts);

/**
 * The shared schemas' own validation texts as strings in the build's language: field limits, list
 * parameters, the order payload's shape. The schemas themselves take them as `validationIssues`
 * (`schemas/issue-texts.ts`), which leave the catalogue and key on each issue for the server. Texts:
 * `texts/validation/i18n/` (the web's Arabic build reads `ar.json` in place of `en.json`).
 */
export const VALIDATION_MESSAGES = {
  .../* @__PURE__ */ staticTexts(t, 'pageSizeInvalid', 'anyTherapistOnly', 'orderItemShape', 'slotDaysMax', 'timesMax'),
  pageSizeInvalid: (max: number) => t.pageSizeInvalid({ max }),
  /** `any`: the word that stands for "any therapist" (ANY_THERAPIST). */
  anyTherapistOnly: (any: string) => t.anyTherapistOnly({ any }),
  orderItemShape: (any: string) => t.orderItemShape({ any }),
  slotDaysMax: (days: number) => t.slotDaysMax({ days }),
  timesMax: (max: number) => t.timesMax({ max }),
} as const;
