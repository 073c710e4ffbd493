import { catalogue } from './i18n/catalogue';
import texts from './texts/hours/i18n/en.json';
import { staticTexts } from './texts/static-texts';

/**
 * What the server says about opening hours, closures, working hours and absences; the dashboard shows it too.
 * Texts: `texts/hours/i18n/`.
 */
export const HOURS_MESSAGES = /* @__PURE__ */ staticTexts(catalogue(texts));
