/** A therapist's My day screen (issue 15): texts only the screen shows. */
export const MY_DAY_MESSAGES = {
  title: 'My day',
  intro: 'Your booked appointments: customer, service and time.',
  loading: 'Loading your appointments…',
  loadFailed: 'Failed to load your appointments',
  empty: 'No appointments booked for you in this period.',
  day: 'Day',
  week: 'Week',
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  done: 'Done',
  noShow: 'No-show',
  markedDone: 'Marked as done',
  markedNoShow: 'Marked as no-show',
  markFailed: 'Failed to save. Please try again.',
} as const;
