import { CANCELLATION_NOTICE_HOURS, catalogue, type Locale, type MessageValues, SALON } from '@salon/shared';
import { type NamedService, serviceNameIn } from '@/lib/catalog-text';
import { localText } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import ar from './errors/i18n/ar.json';
import en from './errors/i18n/en.json';

/**
 * The orders module's answers to clients, in both languages: `errors/i18n/en.json` the English, `ar.json`
 * beside it. Each is a message by its key (`message`), which the error handler writes in the request's
 * language, except the few that name a service or a time, written in the reader's language here. Those the
 * screens also show come from the shared catalogues, so the server and the web app cannot drift apart.
 */
export const ORDER_ERROR_TEXTS = { en: catalogue(en), ar: catalogue(ar as typeof en) };

const said = (key: keyof typeof en, values?: MessageValues) => message(ORDER_ERROR_TEXTS, key, values);
const phone = SALON.phones[0];
const hours = CANCELLATION_NOTICE_HOURS;

export const ORDER_ERRORS = {
  slotGone: message(SHARED.serviceSite, 'slotGone'),
  someSlotsGone: said('someSlotsGone'),
  /**
   * Texts that name a service or a time are written in the reader's language here: the catalogue's values
   * would keep the English name and date inside the Arabic.
   */
  slotGoneDetail: (locale: Locale, values: { service: string; therapist: string; when: string }) =>
    localText(ORDER_ERROR_TEXTS[locale].slotGoneDetail(values)),
  sameSlotTwice: said('sameSlotTwice'),
  draftInPast: message(SHARED.overview, 'appointmentInPast'),
  pastOrderDate: message(SHARED.overview, 'pastOrderDate'),
  therapistBooked: said('therapistBooked'),
  unknownServiceOrTherapist: said('unknownServiceOrTherapist'),
  unknownUser: said('unknownUser'),
  phoneOnly: (locale: Locale, service: NamedService) =>
    localText(ORDER_ERROR_TEXTS[locale].phoneOnly({ service: serviceNameIn(service, locale), phone })),
  openLimit: (max: number, open: number) => said('openLimit', { max, open, phone }),
  lateReschedule: said('lateReschedule', { hours, phone }),
  rescheduleSameSlot: said('rescheduleSameSlot'),
  rescheduleOtherService: said('rescheduleOtherService'),
  lateCancellation: said('lateCancellation', { hours, phone }),
  tooManyMoves: (limit: number) => said('tooManyMoves', { limit, phone }),
  tooManyMovesOfAppointment: (limit: number) => said('tooManyMovesOfAppointment', { limit, phone }),
  tooManyCancellations: (limit: number) => said('tooManyCancellations', { limit, phone }),
  tooManyBookings: said('tooManyBookings', { phone }),
  reopenSlotsTaken: said('reopenSlotsTaken'),
  reopenTherapistBooked: said('reopenTherapistBooked'),
  cancelledTakesNoItems: said('cancelledTakesNoItems'),
  checkedOutKept: said('checkedOutKept'),
  outcomeBeforeStart: said('outcomeBeforeStart'),
  outcomeOfCancelled: said('outcomeOfCancelled'),
  outcomeNotAllowed: said('outcomeNotAllowed'),
} as const;
