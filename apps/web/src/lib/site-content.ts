// The public site's marketing texts, in one place; their words live in the catalogue (i18n/*.json).
import { libText } from './lib-messages';

/** Marketing claims shown as static text (customer spec §1), word for word. */
export const HOME_STATS = [
  { value: '500+', label: libText.statHappyClients() },
  { value: '5000+', label: libText.statTreatments() },
] as const;

export const ABOUT_STATS = [
  { value: '1000+', label: libText.statClients() },
  { value: '12+', label: libText.statYears() },
  { value: '4.9', label: libText.statRating() },
  { value: '25+', label: libText.statPremiumTreatments() },
] as const;

/** The footer's signature offerings (customer spec §1). */
export const SIGNATURE_OFFERINGS = [
  libText.signatureFacials(),
  libText.aromatherapyMassage(),
  libText.wellnessRituals(),
  libText.luxuryPackages(),
] as const;
