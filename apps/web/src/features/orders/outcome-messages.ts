/** What the order detail says about an appointment's outcome (issue 15), in one place to translate. */
export const OUTCOME_MESSAGES = {
  label: 'Outcome',
  /** The outcome as the item shows it. */
  shown: { none: 'Not marked yet', completed: 'Done', 'no-show': 'No-show' },
  markDone: 'Done',
  markNoShow: 'No-show',
  markedDone: 'Appointment marked done',
  markedNoShow: 'Appointment marked as no-show',
  cleared: 'Mark cleared: the appointment is not marked yet',
  failed: 'Failed to mark the appointment',
  notStarted: 'Done and No-show can be chosen once the appointment has started.',
  cancelled: 'The order is cancelled, so its appointments cannot be marked.',
} as const;
