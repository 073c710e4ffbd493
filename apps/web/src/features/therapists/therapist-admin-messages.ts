import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The dashboard's Therapists tab, weekly schedule and therapist page: every text they show. */
export const therapistText = catalogue(messages);

const t = therapistText;

/** The dashboard's Therapists tab, weekly schedule and therapist page (admin spec §2, §5, §8), word for word. */
export const THERAPIST_ADMIN_MESSAGES = {
  therapistsLoadFailed: t.therapistsLoadFailed(),
  therapistAddFailed: t.therapistAddFailed(),
  therapistUpdateFailed: t.therapistUpdateFailed(),
  therapistDefaultSpecialization: t.therapistDefaultSpecialization(),
  therapistDeleteHasAppointments: (name: string, count: number) => t.therapistDeleteHasAppointments({ name, count }),
  therapistDeleteConstraint: t.therapistDeleteConstraint(),
  therapistDeleteNotFound: t.therapistDeleteNotFound(),
  therapistDeleteFailed: t.therapistDeleteFailed(),
  appointmentsAddFailed: t.appointmentsAddFailed(),
  appointmentsCreated: (count: number) => t.appointmentsCreated({ count }),
  therapistLoadFailed: t.therapistLoadFailed(),
  availableForBooking: t.availableForBooking(),
  appointmentAddFailed: t.appointmentAddFailed(),
  appointmentUpdateFailed: t.appointmentUpdateFailed(),
  appointmentCreated: t.appointmentCreated(),
  appointmentUpdated: t.appointmentUpdated(),
  appointmentDeleted: t.appointmentDeleted(),
  appointmentDeleteConfirm: t.appointmentDeleteConfirm(),
  appointmentsEmpty: t.appointmentsEmpty(),
  addFirstAppointment: t.addFirstAppointment(),
  // Not from the spec, which leaves these unworded: short, plain confirmations.
  therapistAdded: t.therapistAdded(),
  therapistUpdated: t.therapistUpdated(),
  therapistDeleted: (name: string) => t.therapistDeleted({ name }),
} as const;
