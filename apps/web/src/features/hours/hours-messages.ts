/** Texts only the hours screens show (the server's refusals are in packages/shared's HOURS_MESSAGES). */
export const HOURS_UI = {
  panelTitle: 'Opening hours',
  panelIntro:
    "The salon's week and the days it closes. The public site shows them, and no slot can be made outside them.",
  weekTitle: 'Weekly hours',
  open: 'Open',
  opens: 'Opens',
  closes: 'Closes',
  closed: 'Closed',
  saveWeek: 'Save hours',
  weekSaved: 'Opening hours saved',
  closuresTitle: 'Closures',
  closuresEmpty: 'No closures planned.',
  addClosure: 'Add closure',
  closureAdded: 'Closure added',
  from: 'From',
  to: 'To',
  reason: 'Reason',
  remove: 'Remove',
  removed: 'Removed',
  affectedTitle: 'Booked appointments on these days: please reschedule or cancel them',
  affectedNone: 'No booked appointments on these days.',
  onDaysOffTitle: 'Booked appointments on a closed day or a day off: please reschedule or cancel them',
  onDaysOffLoadError: 'Could not load the bookings on closed days',
  therapistWeekTitle: 'Working hours',
  therapistFollowsSalon: "No working hours set: this therapist follows the salon's opening hours.",
  therapistWeekSaved: 'Working hours saved',
  working: 'Working',
  absencesTitle: 'Days off',
  absencesEmpty: 'No days off planned.',
  addAbsence: 'Add day off',
  absenceAdded: 'Day off added',
  scheduleTitle: 'Schedule from working hours',
  scheduleIntro: 'Makes slots on the working days of the range, skipping closures and days off.',
  scheduleWeek: 'A week',
  scheduleMonth: 'A month',
  fullDay: 'Full day (back-to-back slots)',
  times: 'Start times (HH:MM, comma-separated)',
  duration: 'Duration (minutes)',
  services: 'Services',
  schedule: 'Create slots',
  loadError: 'Could not load the hours',
  footerLoading: 'Opening hours',
} as const;

/** 'Created 12 slots, skipped 2' */
export const scheduledText = (created: number, skipped: number) =>
  skipped > 0 ? `Created ${created} slots; skipped ${skipped} already taken` : `Created ${created} slots`;

/**
 * One line of the salon's week in the site's chrome, whole sentences a translation can reorder. Apart from
 * HOURS_UI so the first bundle (footer, side menu) carries only these two.
 */
export const HOURS_LINE = {
  open: (days: string, time: string) => `${days}, ${time}`,
  closed: (days: string) => `${days}: closed`,
};
