import { catalogue } from '@salon/shared';
import { message } from '@/lib/message';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

/**
 * A slot's own refusals, in both languages (`i18n/en.json` the English the API answers with, `ar.json` beside
 * it): the orders refuse a booked slot's move by the same words, through this module's index.
 */
const SLOT_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

export const SLOT_ERRORS = {
  movedAfterOutcome: message(SLOT_TEXTS, 'movedAfterOutcome'),
  serviceMissing: message(SLOT_TEXTS, 'serviceMissing'),
  slotTherapistBooked: message(SLOT_TEXTS, 'slotTherapistBooked'),
};
