/** Moving a booked appointment and adding it to a calendar, from My Appointments (issue 16), in one place to translate. */
export const RESCHEDULE_MESSAGES = {
  reschedule: 'Reschedule',
  rescheduleLabel: (service: string, when: string) => `Reschedule ${service}, ${when}`,
  dialogTitle: 'Reschedule appointment',
  currently: (service: string, therapist: string, date: string, time: string) =>
    `Currently: ${service} with ${therapist}, ${date} at ${time}`,
  chooseNew: 'Choose a new time for the same treatment. Your current time stays booked until you confirm.',
  confirm: 'Move appointment',
  moving: 'Moving…',
  chooseFirst: 'Please select a time slot',
  moved: (date: string, time: string) => `Your appointment has moved to ${date} at ${time}.`,
  failed: 'Failed to move the appointment. Please try again.',
  loadFailed: 'The free times could not be loaded. Please try again.',
  noOtherTimes: (phone: string) =>
    `There are no other free times for this treatment online at the moment. Please call us at ${phone} to change it.`,
  addToCalendar: 'Add to calendar',
  downloadIcs: 'Calendar file (.ics)',
  googleCalendar: 'Google Calendar',
  calendarTitle: (service: string, therapist: string, salon: string) => `${service} with ${therapist} at ${salon}`,
  calendarDetails: (service: string, phone: string) => `Your ${service} appointment. To change it, call ${phone}.`,
} as const;
