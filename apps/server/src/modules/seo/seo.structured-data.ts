import {
  discountedPrice,
  LOCALES,
  type Locale,
  localizedPath,
  openingHoursJsonLd,
  SALON,
  type TPageMeta,
  type TSalonHours,
  type TService,
  type TServiceDetail,
} from '@salon/shared';
import { seoText } from './seo-messages';

/** The salon's picture for search results and link previews (made by scripts/make-icons.mjs). */
export const SALON_IMAGE = '/images/salon-preview.png';

/** The salon's one identity in structured data: service pages name it as their provider by this id. */
const salonId = (publicUrl: string) => `${publicUrl}/#salon`;
/** The site, in both its languages: every page names it as what it is part of. */
const siteId = (publicUrl: string) => `${publicUrl}/#website`;

/** A page's absolute URL in `locale` (English at its path, another language with `?lang=`). */
const pageUrl = (publicUrl: string, path: string, locale: Locale) => `${publicUrl}${localizedPath(path, locale)}`;

/** "AED 45–450": the cheapest and dearest price a customer pays, schema.org's priceRange as text. */
export function priceRange(services: Pick<TService, 'price' | 'discount'>[]): string | undefined {
  const prices = services.map((service) => discountedPrice(service.price, service.discount));
  if (prices.length === 0) return undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `AED ${low}` : `AED ${low}–${high}`;
}

/**
 * schema.org BeautySalon: the business a search engine shows beside its results, with the opening hours the
 * dashboard sets (the same `GET /api/salon-hours` the footer shows) and the catalog's price range.
 */
export function beautySalonJsonLd(
  publicUrl: string,
  hours: TSalonHours | undefined,
  services: TService[],
  locale: Locale = 'en',
) {
  const range = priceRange(services);
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': salonId(publicUrl),
    name: SALON.name,
    description: seoText(locale).salonDescription(),
    url: pageUrl(publicUrl, '/', locale),
    image: `${publicUrl}${SALON_IMAGE}`,
    logo: `${publicUrl}/icons/icon-512.png`,
    telephone: SALON.phones[0],
    email: SALON.emails[0],
    address: {
      '@type': 'PostalAddress',
      streetAddress: SALON.address.street,
      addressLocality: SALON.address.locality,
      addressRegion: SALON.address.region,
      addressCountry: SALON.address.country,
    },
    ...(hours ? { openingHoursSpecification: openingHoursJsonLd(hours.week) } : {}),
    ...(range ? { priceRange: range } : {}),
    currenciesAccepted: 'AED',
    // The languages the salon serves its guests in (issue 18).
    knowsLanguage: [...LOCALES],
  };
}

/** A service page's schema.org Service with its Offer in AED (the price after any discount). */
export function serviceJsonLd(publicUrl: string, service: TServiceDetail, locale: Locale = 'en') {
  const url = pageUrl(publicUrl, `/services/${service._id}`, locale);
  const bookable = service.appointments.some((slot) => !slot.reserved);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    ...(service.description ? { description: service.description } : {}),
    serviceType: service.category.name,
    url,
    ...(service.imageUrl ? { image: `${publicUrl}${service.imageUrl}` } : {}),
    provider: { '@type': 'BeautySalon', '@id': salonId(publicUrl), name: SALON.name },
    areaServed: SALON.address.locality,
    offers: {
      '@type': 'Offer',
      price: discountedPrice(service.price, service.discount),
      priceCurrency: 'AED',
      // Slots are published weeks ahead; a service without a free one is still booked by phone.
      availability: bookable ? 'https://schema.org/InStock' : 'https://schema.org/LimitedAvailability',
      url,
    },
  };
}

/** The services list as a schema.org ItemList of the service pages, in the list's order. */
export function servicesItemListJsonLd(publicUrl: string, services: TService[], locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: seoText(locale).servicesList(),
    itemListElement: services.map((service, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: service.name,
      url: pageUrl(publicUrl, `/services/${service._id}`, locale),
    })),
  };
}

/**
 * The page itself as a schema.org WebPage: its title and description in its language (`inLanguage`), part of
 * the site, which exists in both languages (each version's address is in the head's `hreflang` links).
 */
export function webPageJsonLd(publicUrl: string, path: string, locale: Locale, meta: TPageMeta) {
  const url = pageUrl(publicUrl, path, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: meta.title,
    description: meta.description,
    inLanguage: locale,
    isPartOf: {
      '@type': 'WebSite',
      '@id': siteId(publicUrl),
      name: SALON.name,
      url: `${publicUrl}/`,
      inLanguage: [...LOCALES],
    },
  };
}
