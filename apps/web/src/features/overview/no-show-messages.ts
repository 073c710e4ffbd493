/** The monthly report's no-show texts (issue 15), in one place to translate. */
export const NO_SHOW_MESSAGES = {
  byTherapist: 'No-show rate per therapist',
  byService: 'No-show rate per service',
  noneStarted: 'No appointment of this month has started yet.',
  /** Read after the rate, for screen readers. */
  detail: (noShows: number, started: number) =>
    started === 1
      ? `${noShows} of 1 started appointment missed`
      : `${noShows} of ${started} started appointments missed`,
} as const;

/** 0.25 → '25%', 1/3 → '33.3%'. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
