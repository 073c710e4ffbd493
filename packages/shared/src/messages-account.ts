import { CANCELLATION_NOTICE_HOURS } from './constants';
import { SALON } from './content';
import { catalogue } from './i18n/catalogue';
import texts from './texts/account/i18n/en.json';
import { staticTexts } from './texts/static-texts';

const account = catalogue(texts);

/**
 * My account (issue 16): the server's answers that the page shows too. Not in the spec. `deletedCustomerName`
 * is what a deleted customer's past orders show instead of their name. `deleteWaitsForAppointment`: deletion
 * follows the cancellation terms (issue 26), so it waits while an appointment is too near to cancel online.
 * Texts: `texts/account/i18n/`.
 */
export const ACCOUNT_MESSAGES = /* @__PURE__ */ (() => ({
  ...staticTexts(account, 'deleteWaitsForAppointment'),
  deleteWaitsForAppointment: account.deleteWaitsForAppointment({
    hours: CANCELLATION_NOTICE_HOURS,
    phone: SALON.phones[0],
  }),
}))();
