/** The texts of the staff's note on a customer (web only). */
export const STAFF_NOTE_MESSAGES = {
  heading: 'Staff note',
  label: 'Note (allergies, preferences)',
  hint: 'Only staff see this note; up to 1000 characters',
  empty: 'No note yet',
  saved: 'Note saved',
  saveFailed: 'Failed to save the note. Please try again.',
  save: 'Save Note',
  loading: 'Loading note…',
} as const;
