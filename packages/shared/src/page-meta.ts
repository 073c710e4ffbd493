import { SALON } from './content';
import { HOME_PAGE_META, namedTitle, type TPageMeta } from './page-meta-core';
import { discountedPrice } from './pricing';

const named = namedTitle;
const SITE_DESCRIPTION = HOME_PAGE_META.description;

/** Pages that only make sense to a signed-in person or in the middle of a flow: the same text, noindex. */
const PRIVATE_DESCRIPTION = 'Book and manage your appointments at Lumière Salon & Spa in Dubai.';
const privatePage = (page: string): TPageMeta => ({
  title: named(page),
  description: PRIVATE_DESCRIPTION,
  noindex: true,
});

/**
 * Every page's title and description (issue 17), in one place: the server writes them into the HTML it sends
 * (apps/server/src/modules/seo), and the web app sets them again on every client-side navigation
 * (apps/web/src/lib/use-page-meta.ts). `noindex` pages are kept out of search engines.
 */
export const PAGE_META = {
  home: HOME_PAGE_META,
  about: {
    title: named('About'),
    description:
      'Meet Lumière Salon & Spa in Business Bay, Dubai: our story since 2013, our therapists and the care we put into every treatment.',
  },
  services: {
    title: named('Services'),
    description:
      'Hair, nails, waxing and threading, facials and spa treatments at Lumière Salon & Spa in Dubai, with prices in AED. Book online.',
  },
  terms: {
    title: named('Terms of Service'),
    description: 'The terms for booking, changing, cancelling and paying for appointments at Lumière Salon & Spa.',
  },
  privacy: {
    title: named('Privacy Policy'),
    description: 'How Lumière Salon & Spa collects, uses and protects your personal data when you book with us.',
  },
  notFound: {
    title: named('Page Not Found'),
    description: 'The page you were looking for does not exist. Browse our services or go back to the home page.',
    noindex: true,
  },
  /** A service page whose service is still loading or could not be read. */
  service: { title: named('Service'), description: SITE_DESCRIPTION },
  dashboard: privatePage('Dashboard'),
  account: privatePage('My Account'),
  orders: privatePage('My Appointments'),
  /** Where a waitlist offer's message leads (issue 16): one customer's held time. */
  waitlistOffer: privatePage('Your Waitlist Offer'),
  login: privatePage('Log In'),
  signup: privatePage('Sign Up'),
  completeProfile: privatePage('Complete Your Profile'),
  forgotPassword: privatePage('Forgot Password'),
  resetPassword: privatePage('Reset Password'),
  verifyEmail: privatePage('Verify Email'),
} as const satisfies Record<string, TPageMeta>;

export type TPageMetaKey = keyof typeof PAGE_META;

/** A search result shows about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The first DESCRIPTION_MAX characters of `text`, cut at a word with an ellipsis when it is longer. */
function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** Shorter than this, a service's own text says too little for a search result: what it is and costs says more. */
const DESCRIPTION_MIN = 50;

/** A service page: its name, and its own description or, when that is short, what it is and costs. */
export function servicePageMeta(service: { name: string; description: string; price: number; discount: number }) {
  const price = discountedPrice(service.price, service.discount);
  const fallback = `${service.name} at ${SALON.name} in Dubai, AED ${price}. Book your appointment online.`;
  return {
    title: named(service.name),
    description: shortened(service.description.trim().length >= DESCRIPTION_MIN ? service.description : fallback),
  } satisfies TPageMeta;
}

/**
 * Paths of the pages that depend on who is signed in or on a mailed link, and the API: robots.txt keeps
 * search engines out of them and their HTML says noindex.
 */
export const PRIVATE_PATHS = [
  '/dashboard',
  '/account',
  '/orders',
  '/waitlist/',
  '/login',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/complete-profile',
  '/forgot-password',
  '/api/',
] as const;
