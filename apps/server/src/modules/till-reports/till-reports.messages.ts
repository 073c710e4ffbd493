import { catalogue } from '@salon/shared';
import { type Message, message } from '@/lib/message';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/** The till reports' refusals, in both languages (`i18n/en.json` the English, `ar.json` beside it). */
const TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

export const TILL_REPORT_ERRORS = {
  dayInvalid: (day: string): Message => message(TEXTS, 'dayInvalid', { day }),
  dayInFuture: (day: string): Message => message(TEXTS, 'dayInFuture', { day }),
  dayClosed: (day: string): Message => message(TEXTS, 'dayClosed', { day }),
  differenceNeedsNote: message(TEXTS, 'differenceNeedsNote'),
  rangeOrder: message(TEXTS, 'rangeOrder'),
  rangeTooLong: (max: number): Message => message(TEXTS, 'rangeTooLong', { max }),
  notATherapist: message(TEXTS, 'notATherapist'),
};
