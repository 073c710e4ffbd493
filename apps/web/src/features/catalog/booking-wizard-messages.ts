/** The booking wizard's own texts beyond the spec's (which live in the shared SERVICE_SITE_MESSAGES). */
export const WIZARD_MESSAGES = {
  anyTherapist: 'Any therapist',
  anyTherapistHint: 'Whoever is free at your time',
} as const;
