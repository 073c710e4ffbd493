/**
 * The demo salon: the four service groups of the home page, realistic Dubai prices in AED, and four
 * therapists. Durations are the length of the slots the seed opens for each service.
 */
export const DEMO_CATEGORIES = [
  {
    name: 'Nail Services',
    description: 'Manicures, pedicures, gel polish and nail art by detail-loving technicians.',
    imageUrl: '/images/nail-services.svg',
    services: [
      {
        name: 'Classic Manicure',
        price: 90,
        discount: 0,
        duration: 30,
        demandOnline: true,
        description: 'Shaping, cuticle care, a relaxing hand massage and your choice of classic polish.',
      },
      {
        name: 'Gel Manicure',
        price: 150,
        discount: 10,
        duration: 45,
        demandOnline: true,
        description: 'Long-lasting gel colour that stays glossy for up to three weeks, with cuticle care and shaping.',
      },
      {
        name: 'Spa Pedicure',
        price: 180,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'A warm foot soak, exfoliating scrub, callus care, massage and polish for tired feet.',
      },
      {
        name: 'Nail Art (per set)',
        price: 120,
        discount: 0,
        duration: 45,
        demandOnline: false,
        description:
          'Hand-painted designs, French tips, chrome or ombré: bring your inspiration and we will recreate it.',
      },
    ],
  },
  {
    name: 'Hair Services',
    description: 'Cuts, blow-dries, colour and treatments that keep hair healthy in the Dubai sun.',
    imageUrl: '/images/hair-services.svg',
    services: [
      {
        name: "Women's Haircut & Blow-Dry",
        price: 220,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'Consultation, wash, precision cut and a smooth blow-dry finish tailored to your face shape.',
      },
      {
        name: 'Signature Blow-Dry',
        price: 130,
        discount: 15,
        duration: 45,
        demandOnline: true,
        description: 'Bouncy volume or sleek and straight: a long-lasting blow-dry with heat protection.',
      },
      {
        name: 'Full Head Colour',
        price: 450,
        discount: 0,
        duration: 120,
        demandOnline: true,
        description: 'Rich, even colour from roots to ends with a nourishing gloss and blow-dry.',
      },
      {
        name: 'Keratin Treatment',
        price: 900,
        discount: 20,
        duration: 120,
        demandOnline: false,
        description: 'Frizz-free, smooth and shiny hair for up to four months, ideal for humid summers.',
      },
    ],
  },
  {
    name: 'Waxing & Threading',
    description: 'Gentle, precise hair removal for smooth skin and perfectly shaped brows.',
    imageUrl: '/images/waxing-threading.svg',
    services: [
      {
        name: 'Eyebrow Threading',
        price: 45,
        discount: 0,
        duration: 15,
        demandOnline: true,
        description: 'Clean, defined brows shaped by hand with cotton thread, gentle on sensitive skin.',
      },
      {
        name: 'Full Face Threading',
        price: 110,
        discount: 0,
        duration: 30,
        demandOnline: true,
        description: 'Brows, upper lip, chin and sides of the face threaded for a smooth, even finish.',
      },
      {
        name: 'Full Legs Waxing',
        price: 200,
        discount: 10,
        duration: 45,
        demandOnline: true,
        description: 'Warm wax for silky smooth legs, finished with a soothing aloe lotion.',
      },
      {
        name: 'Full Body Waxing',
        price: 480,
        discount: 0,
        duration: 90,
        demandOnline: true,
        description: 'Arms, legs, underarms and bikini line in one visit, using low-temperature wax.',
      },
    ],
  },
  {
    name: 'Facial & Brow Services',
    description: 'Signature facials, brow lamination and tinting for a fresh, glowing look.',
    imageUrl: '/images/facial-brow.svg',
    services: [
      {
        name: 'Signature Hydrating Facial',
        price: 350,
        discount: 0,
        duration: 60,
        demandOnline: true,
        description: 'Deep cleansing, gentle exfoliation, a hydrating mask and facial massage for a radiant glow.',
      },
      {
        name: 'Gold Radiance Facial',
        price: 550,
        discount: 15,
        duration: 90,
        demandOnline: true,
        description: 'A luxurious 24k gold treatment that brightens, firms and restores tired skin.',
      },
      {
        name: 'Brow Lamination & Tint',
        price: 250,
        discount: 0,
        duration: 45,
        demandOnline: true,
        description: 'Brushed-up, fuller-looking brows set for six weeks, finished with a matching tint.',
      },
      {
        name: 'Lash Lift & Tint',
        price: 230,
        discount: 0,
        duration: 45,
        demandOnline: true,
        description: 'Curled, darker natural lashes without extensions, lasting six to eight weeks.',
      },
    ],
  },
] as const;

/** Each therapist works the services of the groups named by index into DEMO_CATEGORIES. */
export const DEMO_THERAPISTS = [
  {
    name: 'Aisha Rahman',
    bio: 'Nail artist and pedicure specialist with 9 years of experience',
    imageUrl: '/images/therapist-aisha.svg',
    categories: [0],
  },
  {
    name: 'Elena Petrova',
    bio: 'Senior hair stylist and colourist, keratin and blow-dry expert',
    imageUrl: '/images/therapist-elena.svg',
    categories: [1],
  },
  {
    name: 'Priya Nair',
    bio: 'Threading and waxing specialist, gentle techniques for sensitive skin',
    imageUrl: '/images/therapist-priya.svg',
    categories: [2],
  },
  {
    name: 'Sofia Haddad',
    bio: 'Licensed aesthetician: facials, brow lamination and lash lifts',
    imageUrl: '/images/therapist-sofia.svg',
    categories: [3, 2],
  },
] as const;

/** Slots are opened for the next 14 days of the salon's calendar, 10:00–18:00, Tuesday to Sunday. */
export const DEMO_SLOT_DAYS = 14;
export const DEMO_SLOT_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18] as const;
/** Monday (1) is the salon's closed day: hours are Tuesday to Sunday. */
export const DEMO_CLOSED_WEEKDAYS = [1] as const;
