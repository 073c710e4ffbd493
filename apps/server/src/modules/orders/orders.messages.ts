import {
  CANCELLATION_NOTICE_HOURS,
  catalogue,
  type Locale,
  OVERVIEW_MESSAGES,
  SALON,
  SERVICE_SITE_MESSAGES,
} from '@salon/shared';
import { type NamedService, serviceNameIn } from '../appointments/appointments.presenter';
import ar from './errors/i18n/ar.json';
import en from './errors/i18n/en.json';

/**
 * The orders module's answers to clients, in both languages (issue 18): `errors/i18n/en.json` the English
 * the API answers with, `ar.json` beside it, which the error handler puts in its place for an Arabic page
 * (`plugins/error-texts.ts`), except the few that name a service or a time, written in the reader's language
 * here. Those the screens also show come from the shared messages, so the server and the web app cannot
 * drift apart.
 */
export const ORDER_ERROR_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

const t = ORDER_ERROR_TEXTS.en;
const phone = SALON.phones[0];
const hours = CANCELLATION_NOTICE_HOURS;

export const ORDER_ERRORS = {
  slotGone: SERVICE_SITE_MESSAGES.slotGone,
  someSlotsGone: t.someSlotsGone(),
  /**
   * Texts that name a service or a time are written in the reader's language here, not by the error
   * handler: its translation of the English would keep the English name and date inside the Arabic.
   */
  slotGoneDetail: (locale: Locale, values: { service: string; therapist: string; when: string }) =>
    ORDER_ERROR_TEXTS[locale].slotGoneDetail(values),
  sameSlotTwice: t.sameSlotTwice(),
  draftInPast: OVERVIEW_MESSAGES.appointmentInPast,
  pastOrderDate: OVERVIEW_MESSAGES.pastOrderDate,
  therapistBooked: t.therapistBooked(),
  unknownServiceOrTherapist: t.unknownServiceOrTherapist(),
  unknownUser: t.unknownUser(),
  phoneOnly: (locale: Locale, service: NamedService) =>
    ORDER_ERROR_TEXTS[locale].phoneOnly({ service: serviceNameIn(service, locale), phone }),
  openLimit: (max: number, open: number) => t.openLimit({ max, open, phone }),
  lateReschedule: t.lateReschedule({ hours, phone }),
  rescheduleSameSlot: t.rescheduleSameSlot(),
  rescheduleOtherService: t.rescheduleOtherService(),
  lateCancellation: t.lateCancellation({ hours, phone }),
  reopenSlotsTaken: t.reopenSlotsTaken(),
  reopenTherapistBooked: t.reopenTherapistBooked(),
  cancelledTakesNoItems: t.cancelledTakesNoItems(),
  outcomeBeforeStart: t.outcomeBeforeStart(),
  outcomeOfCancelled: t.outcomeOfCancelled(),
  outcomeNotAllowed: t.outcomeNotAllowed(),
  movedAfterOutcome: t.movedAfterOutcome(),
  serviceMissing: t.serviceMissing(),
  slotTherapistBooked: t.slotTherapistBooked(),
} as const;
