import { catalogue } from '../i18n/catalogue';
import { issueTexts } from '../i18n/issue-text';
import account from '../texts/account/i18n/en.json';
import auth from '../texts/auth/i18n/en.json';
import catalog from '../texts/catalog/i18n/en.json';
import contact from '../texts/contact/i18n/en.json';
import hours from '../texts/hours/i18n/en.json';
import orderDashboard from '../texts/order-dashboard/i18n/en.json';
import overview from '../texts/overview/i18n/en.json';
import { RULE_VALUES } from '../texts/rule-values';
import staff from '../texts/staff/i18n/en.json';
import till from '../texts/till/i18n/en.json';
import validation from '../texts/validation/i18n/en.json';
import waitlist from '../texts/waitlist/i18n/en.json';

/**
 * The schemas' messages, each as an `IssueText` of its catalogue: the message in the build's language, and
 * the catalogue and key on the issue for the server (one export per catalogue, so a bundle keeps only those
 * its schemas use).
 */
export const accountIssues = /* @__PURE__ */ issueTexts('account', catalogue(account), RULE_VALUES.account);
export const authIssues = /* @__PURE__ */ issueTexts('auth', catalogue(auth), RULE_VALUES.auth);
export const catalogIssues = /* @__PURE__ */ issueTexts('catalog', catalogue(catalog), RULE_VALUES.catalog);
export const contactIssues = /* @__PURE__ */ issueTexts('contact', catalogue(contact));
export const hoursIssues = /* @__PURE__ */ issueTexts('hours', catalogue(hours));
export const orderDashboardIssues = /* @__PURE__ */ issueTexts('orderDashboard', catalogue(orderDashboard));
export const overviewIssues = /* @__PURE__ */ issueTexts('overview', catalogue(overview));
export const staffIssues = /* @__PURE__ */ issueTexts('staff', catalogue(staff));
export const tillIssues = /* @__PURE__ */ issueTexts('till', catalogue(till), RULE_VALUES.till);
export const validationTexts = /* @__PURE__ */ catalogue(validation);
export const validationIssues = /* @__PURE__ */ issueTexts('validation', validationTexts);
export const waitlistIssues = /* @__PURE__ */ issueTexts('waitlist', catalogue(waitlist), RULE_VALUES.waitlist);
