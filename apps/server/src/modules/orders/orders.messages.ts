import { CANCELLATION_NOTICE_HOURS, OVERVIEW_MESSAGES, SALON, SERVICE_SITE_MESSAGES } from '@salon/shared';

const callUs = `Please call us at ${SALON.phones[0]}`;

/**
 * The orders module's answers to clients, in one place. Those the screens also show come from the shared
 * messages, so the server and the web app cannot drift apart.
 */
export const ORDER_ERRORS = {
  slotGone: SERVICE_SITE_MESSAGES.slotGone,
  someSlotsGone: 'Some of the selected appointments are no longer available',
  slotGoneDetail: (service: string, therapist: string, when: string) =>
    `${service} with ${therapist} on ${when} is no longer available`,
  sameSlotTwice: 'The same appointment is selected twice',
  draftInPast: OVERVIEW_MESSAGES.appointmentInPast,
  pastOrderDate: OVERVIEW_MESSAGES.pastOrderDate,
  therapistBooked: 'The therapist is already booked at one of these times',
  unknownServiceOrTherapist: 'The selected service or therapist does not exist',
  unknownUser: 'Selected user not found',
  phoneOnly: (service: string) => `${service} is booked by phone only. ${callUs} to book it.`,
  openLimit: (max: number, open: number) =>
    `You can hold up to ${max} upcoming appointments online and you have ${open}. ${callUs} to book more.`,
  lateReschedule: `Appointments can be moved online up to ${CANCELLATION_NOTICE_HOURS} hours before they start. ${callUs} to change the time.`,
  rescheduleSameSlot: 'Choose a different time: this is the appointment you already have',
  rescheduleOtherService: 'Choose a time for the same treatment: a different treatment is a new booking',
  lateCancellation: `Appointments can be cancelled online up to ${CANCELLATION_NOTICE_HOURS} hours before they start. ${callUs} to cancel.`,
  reopenSlotsTaken: 'This order cannot be reopened: some of its appointments have been booked by someone else',
  reopenTherapistBooked: 'This order cannot be reopened: its therapist is booked elsewhere at one of its times',
  cancelledTakesNoItems: 'A cancelled order cannot take new appointments',
  outcomeBeforeStart: 'This appointment has not started yet, so it cannot be marked done or no-show',
  outcomeOfCancelled: 'This order is cancelled, so its appointments cannot be marked done or no-show',
  outcomeNotAllowed: 'You may not mark the outcome of this appointment',
  movedAfterOutcome: 'This appointment is already marked done or no-show, so it cannot be moved',
} as const;
