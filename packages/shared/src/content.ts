/**
 * The salon's fixed business details (customer spec §1). Every page that shows a phone, an e-mail,
 * or the address reads them from here, so they change in one place. The opening hours are the server's
 * (`GET /api/salon-hours`), set in the dashboard.
 */
export const SALON = {
  name: 'Lumière Salon & Spa',
  shortName: 'Lumière',
  tagline: 'Hair, beauty and spa in the heart of Dubai',
  foundedYear: 2013,
  phones: ['+971 4 123 4567', '+971 50 123 4567'],
  emails: ['info@lumieresalon.ae', 'bookings@lumieresalon.ae'],
  address: {
    line1: 'Unit 12, Building 4, Bay Square Business Park',
    line2: 'Business Bay, Dubai, UAE',
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

/** The four service groups of the home page (customer spec §1), matching the demo categories. */
export const SERVICE_GROUPS = [
  {
    name: 'Nail Services',
    description: 'Manicures, pedicures, gel polish and nail art by detail-loving technicians.',
    image: '/images/nail-services.svg',
  },
  {
    name: 'Hair Services',
    description: 'Cuts, blow-dries, colour and treatments that keep hair healthy in the Dubai sun.',
    image: '/images/hair-services.svg',
  },
  {
    name: 'Waxing & Threading',
    description: 'Gentle, precise hair removal for smooth skin and perfectly shaped brows.',
    image: '/images/waxing-threading.svg',
  },
  {
    name: 'Facial & Brow Services',
    description: 'Signature facials, brow lamination and tinting for a fresh, glowing look.',
    image: '/images/facial-brow.svg',
  },
] as const;
