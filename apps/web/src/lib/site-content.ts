// The public site's marketing texts, in one place to translate.

/** Marketing claims shown as static text (customer spec §1), word for word. */
export const HOME_STATS = [
  { value: '500+', label: 'happy clients' },
  { value: '5000+', label: 'treatments' },
] as const;

export const ABOUT_STATS = [
  { value: '1000+', label: 'clients' },
  { value: '12+', label: 'years' },
  { value: '4.9', label: 'rating' },
  { value: '25+', label: 'premium treatments' },
] as const;

/** The footer's signature offerings (customer spec §1). */
export const SIGNATURE_OFFERINGS = [
  'Signature Facials',
  'Aromatherapy Massage',
  'Wellness Rituals',
  'Luxury Packages',
] as const;
