import { bookingRef, catalogue, formatSalonDateTime, formatSalonTime, type Locale, SALON } from '@salon/shared';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * Every text the salon sends by SMS and WhatsApp (issue 16), in one place, in the recipient account's language
 * (issue 18: `i18n/en.json` the spec's words, `i18n/ar.json` beside them). Short: one SMS segment where the
 * names allow, the time in the salon's time zone by Intl, a number to call for changes.
 */
export type MessageKind = 'confirmation' | 'reminder-24h' | 'reminder-2h';

export interface MessageSubject {
  orderId: string;
  serviceName: string;
  therapistName: string;
  starttime: Date;
}

const TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };
const phone = SALON.phones[0];

/** What a confirmation and the day-before reminder both name: the salon, the booking, when, and a number to call. */
const aboutBooking = (s: MessageSubject, timeZone: string, locale: Locale) => ({
  salon: SALON.name,
  service: s.serviceName,
  therapist: s.therapistName,
  when: formatSalonDateTime(s.starttime, timeZone, locale),
  phone,
});

export const MESSAGE_TEXTS: Record<
  MessageKind,
  (subject: MessageSubject, timeZone: string, locale?: Locale) => string
> = {
  confirmation: (s, timeZone, locale = 'en') =>
    TEXTS[locale].confirmation({ ...aboutBooking(s, timeZone, locale), ref: bookingRef(s.orderId) }),
  'reminder-24h': (s, timeZone, locale = 'en') => TEXTS[locale].reminder24h(aboutBooking(s, timeZone, locale)),
  'reminder-2h': (s, timeZone, locale = 'en') =>
    TEXTS[locale].reminder2h({
      salon: SALON.name,
      service: s.serviceName,
      therapist: s.therapistName,
      time: formatSalonTime(s.starttime, timeZone, locale),
    }),
};

/**
 * The code that proves a phone number (issue 26), in the account's language. It names the salon and says
 * what the code is for, so a code asked for by somebody else reads as what it is.
 */
export const phoneCodeText = (code: string, minutes: number, locale: Locale = 'en') =>
  TEXTS[locale].phoneCode({ salon: SALON.name, code, minutes });
