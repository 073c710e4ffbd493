/** One numbered section of a legal page: paragraphs, then an optional list of points. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}
