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

export const MESSAGE_TEXTS: Record<
  MessageKind,
  (subject: MessageSubject, timeZone: string, locale?: Locale) => string
> = {
  confirmation: (s, timeZone, locale = 'en') =>
    TEXTS[locale].confirmation({
      salon: SALON.name,
      ref: bookingRef(s.orderId),
      service: s.serviceName,
      therapist: s.therapistName,
      when: formatSalonDateTime(s.starttime, timeZone, locale),
      phone,
    }),
  'reminder-24h': (s, timeZone, locale = 'en') =>
    TEXTS[locale].reminder24h({
      salon: SALON.name,
      service: s.serviceName,
      therapist: s.therapistName,
      when: formatSalonDateTime(s.starttime, timeZone, locale),
      phone,
    }),
  'reminder-2h': (s, timeZone, locale = 'en') =>
    TEXTS[locale].reminder2h({
      salon: SALON.name,
      service: s.serviceName,
      therapist: s.therapistName,
      time: formatSalonTime(s.starttime, timeZone, locale),
    }),
};
