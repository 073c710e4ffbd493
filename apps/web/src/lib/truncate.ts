/** Cuts a text at `max` characters (spec: descriptions at 100, specializations at 30 or 80). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
