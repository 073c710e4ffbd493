import { catalogue } from './i18n/catalogue';
import texts from './texts/account/i18n/en.json';
import { staticTexts } from './texts/static-texts';

/**
 * My account (issue 16): the server's answers that the page shows too. Not in the spec. `deletedCustomerName`
 * is what a deleted customer's past orders show instead of their name. Texts: `texts/account/i18n/`.
 */
export const ACCOUNT_MESSAGES = /* @__PURE__ */ staticTexts(catalogue(texts));
