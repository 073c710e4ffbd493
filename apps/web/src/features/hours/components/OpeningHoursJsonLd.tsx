import { openingHoursJsonLd, SALON } from '@salon/shared';
import { usePublicSalonHours } from '../public-hours';

/** The home page's structured data (schema.org HairSalon) with the opening hours from the server. */
export function OpeningHoursJsonLd() {
  const data = usePublicSalonHours();
  if (!data) return null;
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    name: SALON.name,
    telephone: SALON.phones[0],
    email: SALON.emails[0],
    address: { '@type': 'PostalAddress', streetAddress: SALON.address.line1, addressLocality: SALON.address.line2 },
    openingHoursSpecification: openingHoursJsonLd(data.week),
  });
  // JSON.stringify leaves '<' as is: escape it so no text can close the script element.
  return <script type="application/ld+json">{json.replace(/</g, '\\u003c')}</script>;
}
