import { CANCELLATION_NOTICE_HOURS, MAX_IMAGE_MB, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { SALON } from '../content';
import type { MessageValues } from '../i18n/catalogue';
import { MAX_LINE_QUANTITY, TILL_REASON_MAX, TILL_REFERENCE_MAX } from '../till/constants';
import { WAITLIST_MAX_DAYS_AHEAD, WAITLIST_MAX_ENTRIES, WAITLIST_OFFER_MINUTES } from '../waitlist-messages';

/**
 * The values of the shared texts that state a rule ('at least {min} characters'), by catalogue and key: the
 * one place a rule's constant meets its sentence, for the schemas' issues and the server's answers alike.
 */
export const RULE_VALUES = {
  account: { deleteWaitsForAppointment: { hours: CANCELLATION_NOTICE_HOURS, phone: SALON.phones[0] } },
  auth: { passwordMin: { min: PASSWORD_MIN_LENGTH }, passwordMax: { max: PASSWORD_MAX_LENGTH } },
  catalog: { imageType: { mb: MAX_IMAGE_MB }, imageTooLarge: { mb: MAX_IMAGE_MB } },
  till: {
    quantityRange: { max: MAX_LINE_QUANTITY },
    reasonMax: { max: TILL_REASON_MAX },
    referenceMax: { max: TILL_REFERENCE_MAX },
    noteMax: { max: TILL_REASON_MAX },
  },
  waitlist: {
    timeHeld: { minutes: WAITLIST_OFFER_MINUTES },
    dayTooFar: { days: WAITLIST_MAX_DAYS_AHEAD },
    tooManyEntries: { max: WAITLIST_MAX_ENTRIES },
  },
} as const satisfies Record<string, Record<string, MessageValues>>;
