/** Building a formatter costs far more than using one: one per time zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** How the salon writes a moment in e-mails: en-US, 12-hour, always on the salon's clock. */
export function formatSalonDateTime(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Durations of an hour or more as hours and minutes (spec §9). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours}h ${rest}min` : `${hours}h`;
}
