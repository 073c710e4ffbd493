import { catalogue, formatSalonDateTime, type Locale, SALON, WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { letter } from '@/modules/orders';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * Every text the waitlist sends, in one place: the offer by e-mail and by SMS / WhatsApp, in the
 * customer's language (`i18n/en.json` the spec's words, `i18n/ar.json` beside them). Each is one
 * template filled with the offer's facts; the time is the salon's, formatted by Intl in its time zone.
 */
export interface OfferSubject {
  customerName: string;
  serviceName: string;
  therapistName: string;
  starttime: Date;
  /** `${PUBLIC_URL}/waitlist/offers/<offerId>`: the page that takes or declines the offer. */
  link: string;
}

const TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

const facts = (s: OfferSubject, timeZone: string, locale: Locale) => ({
  salon: SALON.name,
  service: s.serviceName,
  therapist: s.therapistName,
  when: formatSalonDateTime(s.starttime, timeZone, locale),
  minutes: WAITLIST_OFFER_MINUTES,
  link: s.link,
});

export const OFFER_TEXTS = {
  mailSubject: (s: OfferSubject, locale: Locale = 'en') =>
    TEXTS[locale].mailSubject({ service: s.serviceName, salon: SALON.name }),
  mailBody: (s: OfferSubject, timeZone: string, locale: Locale = 'en') =>
    letter(
      s.customerName,
      [
        [TEXTS[locale].mailNews(facts(s, timeZone, locale))],
        [TEXTS[locale].mailOpen({ link: s.link })],
        [TEXTS[locale].mailIfNothing()],
      ],
      locale,
    ),
  text: (s: OfferSubject, timeZone: string, locale: Locale = 'en') => TEXTS[locale].text(facts(s, timeZone, locale)),
};

/** Where the customer opens an offer (the web app's page). */
export const offerLink = (publicUrl: string, offerId: string) => `${publicUrl}/waitlist/offers/${offerId}`;
