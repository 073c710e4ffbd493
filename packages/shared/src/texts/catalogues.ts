import { type CataloguePair, catalogue } from '../i18n/catalogue';
import accountAr from './account/i18n/ar.json';
import accountEn from './account/i18n/en.json';
import authAr from './auth/i18n/ar.json';
import authEn from './auth/i18n/en.json';
import catalogAr from './catalog/i18n/ar.json';
import catalogEn from './catalog/i18n/en.json';
import contactAr from './contact/i18n/ar.json';
import contactEn from './contact/i18n/en.json';
import coreAr from './core/i18n/ar.json';
import coreEn from './core/i18n/en.json';
import hoursAr from './hours/i18n/ar.json';
import hoursEn from './hours/i18n/en.json';
import orderDashboardAr from './order-dashboard/i18n/ar.json';
import orderDashboardEn from './order-dashboard/i18n/en.json';
import overviewAr from './overview/i18n/ar.json';
import overviewEn from './overview/i18n/en.json';
import serviceSiteAr from './service-site/i18n/ar.json';
import serviceSiteEn from './service-site/i18n/en.json';
import servicesAr from './services/i18n/ar.json';
import servicesEn from './services/i18n/en.json';
import staffAr from './staff/i18n/ar.json';
import staffEn from './staff/i18n/en.json';
import tillAr from './till/i18n/ar.json';
import tillEn from './till/i18n/en.json';
import timeAr from './time/i18n/ar.json';
import timeEn from './time/i18n/en.json';
import validationAr from './validation/i18n/ar.json';
import validationEn from './validation/i18n/en.json';
import waitlistAr from './waitlist/i18n/ar.json';
import waitlistEn from './waitlist/i18n/en.json';

/**
 * The shared catalogues in both languages, for the server, which answers each request in its own language.
 * Not exported from the package's main entry: the web app's build of one language reads one `en.json` swapped
 * for that language's file, and an Arabic import here would carry the other language into its bundle.
 * An error's text and a validation issue's text name one of these and a key (`TextKey`), never its English.
 */
export const SHARED_CATALOGUES = {
  account: pair(accountEn, accountAr),
  auth: pair(authEn, authAr),
  catalog: pair(catalogEn, catalogAr),
  contact: pair(contactEn, contactAr),
  core: pair(coreEn, coreAr),
  hours: pair(hoursEn, hoursAr),
  orderDashboard: pair(orderDashboardEn, orderDashboardAr),
  overview: pair(overviewEn, overviewAr),
  serviceSite: pair(serviceSiteEn, serviceSiteAr),
  services: pair(servicesEn, servicesAr),
  staff: pair(staffEn, staffAr),
  time: pair(timeEn, timeAr),
  validation: pair(validationEn, validationAr),
  till: pair(tillEn, tillAr),
  waitlist: pair(waitlistEn, waitlistAr),
} as const;

export type SharedCatalogues = typeof SHARED_CATALOGUES;
export type SharedCatalogueName = keyof SharedCatalogues;

function pair<Json extends Record<string, string>>(en: Json, ar: object): CataloguePair<Json> {
  return { en: catalogue(en), ar: catalogue(ar as Json) };
}
