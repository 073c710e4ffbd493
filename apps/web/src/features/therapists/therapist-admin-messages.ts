/** The dashboard's Therapists tab, weekly schedule and therapist page (admin spec §2, §5, §8), word for word, in one place to translate. */
export const THERAPIST_ADMIN_MESSAGES = {
  therapistsLoadFailed: 'Failed to load therapists',
  therapistAddFailed: 'Failed to add therapist.',
  therapistUpdateFailed: 'Failed to update therapist.',
  therapistDefaultSpecialization: 'General Therapist',
  therapistDeleteHasAppointments: (name: string, count: number) =>
    `Cannot delete therapist ${name} because they have ${count} existing appointment(s). Please remove all appointments first.`,
  therapistDeleteConstraint: 'Cannot delete this therapist due to existing data constraints.',
  therapistDeleteNotFound: 'Therapist not found. It may have been already deleted.',
  therapistDeleteFailed: 'Failed to delete therapist. Please try again later.',
  appointmentsAddFailed: 'Failed to add appointments. Please try again.',
  appointmentsCreated: (count: number) => `${count} appointments created successfully!`,
  therapistLoadFailed: 'Failed to load therapist details',
  availableForBooking: 'Available for booking',
  appointmentAddFailed: 'Failed to add appointment.',
  appointmentUpdateFailed: 'Failed to update appointment.',
  appointmentCreated: 'Appointment created successfully!',
  appointmentUpdated: 'Appointment updated successfully',
  appointmentDeleted: 'Appointment deleted successfully',
  appointmentDeleteConfirm: 'Are you sure you want to delete this appointment?',
  appointmentsEmpty: 'No appointments scheduled',
  addFirstAppointment: 'Add First Appointment',
  // Not from the spec, which leaves these unworded: short, plain confirmations.
  therapistAdded: 'Therapist added successfully!',
  therapistUpdated: 'Therapist updated successfully!',
  therapistDeleted: (name: string) => `Therapist ${name} was deleted.`,
} as const;
