/**
 * The countries whose mobile numbers the salon may text (MESSAGE_COUNTRIES), each as the E.164 shape of its
 * mobile ranges. Mobile ranges rather than calling codes alone: premium-rate and shared-cost ranges (the
 * +44 909…, +971 900… of toll fraud) share the calling code of ordinary numbers but are never mobiles, and
 * an SMS or WhatsApp message only ever reaches a mobile. Countries that share a calling code with others
 * (the +1 of North America and the Caribbean, the +7 of Russia and Kazakhstan) are left out on purpose: a
 * prefix cannot tell them apart, and a salon in the Gulf does not need them. A country missing here is
 * refused at start-up, by name, rather than texted by a guess.
 */
export const MOBILE_NUMBERS: Readonly<Record<string, RegExp>> = {
  // The Gulf: mobiles start with 5 in the UAE and Saudi Arabia; with 7 or 9 in Oman; 3, 5, 6 or 7 in Qatar.
  AE: /^\+9715\d{8}$/,
  SA: /^\+9665\d{8}$/,
  OM: /^\+968[79]\d{7}$/,
  QA: /^\+974[3567]\d{7}$/,
  BH: /^\+973[36]\d{7}$/,
  KW: /^\+965[569]\d{7}$/,
  // Where many of the salon's customers come from.
  EG: /^\+201[0125]\d{8}$/,
  JO: /^\+9627[789]\d{7}$/,
  IN: /^\+91[6-9]\d{9}$/,
  PK: /^\+923\d{9}$/,
  PH: /^\+639\d{9}$/,
  // UK mobiles are 07…, less 070 (personal numbers, charged at a premium) and 076 (pagers).
  GB: /^\+447[1-57-9]\d{8}$/,
};

export const KNOWN_MESSAGE_COUNTRIES = Object.keys(MOBILE_NUMBERS);

/** Whether an E.164 number is a mobile of one of the countries. */
export function isServedMobile(e164: string, countries: readonly string[]): boolean {
  return countries.some((country) => MOBILE_NUMBERS[country]?.test(e164) ?? false);
}
