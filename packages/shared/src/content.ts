import { catalogue } from './i18n/catalogue';
import texts from './texts/content/i18n/en.json';

/**
 * The salon's words (texts/content/i18n/): the web's Arabic build reads them in Arabic, the server in English.
 * Each is read when it is shown, not when this module loads, so that tools that load this file without the
 * catalogues compiled (the web's build config takes the phone from here) still can.
 */
const t = catalogue(texts);

/**
 * The salon's fixed business details (customer spec §1). Every page that shows a phone, an e-mail,
 * or the address reads them from here, so they change in one place. The opening hours are the server's
 * (`GET /api/salon-hours`), set in the dashboard.
 */
export const SALON = {
  /** The wordmark, in Latin letters in every language (docs/glossary-ar.md). */
  name: 'Lumière Salon & Spa',
  shortName: 'Lumière',
  get tagline(): string {
    return t.tagline();
  },
  foundedYear: 2013,
  phones: ['+971 4 123 4567', '+971 50 123 4567'],
  emails: ['info@lumieresalon.ae', 'bookings@lumieresalon.ae'],
  address: {
    /** The address as a person reads it, in the build's language. */
    get line1(): string {
      return t.addressLine1();
    },
    get line2(): string {
      return t.addressLine2();
    },
    // The same address in parts, for search engines' structured data (schema.org PostalAddress).
    street: 'Unit 12, Building 4, Bay Square Business Park, Business Bay',
    locality: 'Dubai',
    region: 'Dubai',
    /** ISO 3166-1 alpha-2. */
    country: 'AE',
  },
  social: [
    { name: 'Instagram', href: '#' },
    { name: 'Facebook', href: '#' },
    { name: 'Twitter', href: '#' },
  ],
  copyrightYear: 2024,
} as const;

/** A service group of the home page, its words read in the build's language when shown. */
function serviceGroup(name: () => string, description: () => string, image: string) {
  return {
    get name(): string {
      return name();
    },
    get description(): string {
      return description();
    },
    image,
  };
}

/**
 * The four service groups of the home page (customer spec §1), matching the demo categories: their words are
 * the seed's (apps/server/src/db/seed-data.ts), in both languages.
 */
export const SERVICE_GROUPS = [
  serviceGroup(t.nailServicesName, t.nailServicesDescription, '/images/nail-services.svg'),
  serviceGroup(t.hairServicesName, t.hairServicesDescription, '/images/hair-services.svg'),
  serviceGroup(t.waxingThreadingName, t.waxingThreadingDescription, '/images/waxing-threading.svg'),
  serviceGroup(t.facialBrowName, t.facialBrowDescription, '/images/facial-brow.svg'),
] as const;
