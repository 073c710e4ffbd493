/** One numbered section of a legal page: paragraphs, then an optional list of points. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  /** The privacy policy's cookies, each by its name with what it is for and how long it lasts. */
  cookies?: readonly LegalCookie[];
}

export interface LegalCookie {
  name: string;
  purpose: string;
  lifetime: string;
}
