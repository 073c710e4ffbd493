import { SALON } from '@salon/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SalonHoursLines } from '@/features/hours/components/SalonHoursLines';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { ContactLink } from '@/features/problems/components/contact/ContactLink';
import { SIGNATURE_OFFERINGS } from '@/lib/site-content';
import { telHref } from '@/lib/tel-href';
import { layoutText } from './layout-messages';

const LINK = 'text-blush-200 underline-offset-4 transition-colors hover:text-white hover:underline';

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.22em] text-champagne">{children}</h2>;
}

/**
 * Site footer (spec §1, §2). Quick links say "About Us" and "Contact Us" so they are never mistaken
 * for the side menu's and the 404 page's "About" and "Contact".
 */
export function Footer() {
  return (
    <footer className="bg-espresso text-blush-200 [&_:focus-visible]:outline-champagne">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4 lg:px-8 lg:py-16">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-display text-2xl text-ivory">{SALON.name}</p>
          <p className="mt-4 text-sm leading-relaxed">{layoutText.footerAbout({ year: SALON.foundedYear })}</p>
        </div>

        <div>
          <FooterHeading>{layoutText.signatureOfferings()}</FooterHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            {SIGNATURE_OFFERINGS.map((offering) => (
              <li key={offering}>{offering}</li>
            ))}
          </ul>
        </div>

        <nav aria-label={layoutText.quickLinks()}>
          <FooterHeading>{layoutText.quickLinksHeading()}</FooterHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            <li>
              <Link to="/about" className={LINK}>
                {layoutText.aboutUs()}
              </Link>
            </li>
            <li>
              <Link to="/services" className={LINK}>
                {layoutText.bookAppointment()}
              </Link>
            </li>
            <li>
              {/* Gift cards are sold at the reception, so the link leads to the contact details. */}
              <ContactLink className={LINK}>{layoutText.giftCards()}</ContactLink>
            </li>
            <li>
              <ContactLink className={LINK}>{layoutText.contactUs()}</ContactLink>
            </li>
          </ul>
        </nav>

        <div className="col-span-2 sm:col-span-1">
          <FooterHeading>{layoutText.reachUs()}</FooterHeading>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-champagne" />
              <address className="not-italic">
                {SALON.address.line1}
                <br />
                {SALON.address.line2}
              </address>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-champagne" />
              <a href={telHref(SALON.phones[0])} dir="ltr" className={LINK}>
                {SALON.phones[0]}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-champagne" />
              <a href={`mailto:${SALON.emails[0]}`} dir="ltr" className={LINK}>
                {SALON.emails[0]}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-champagne" />
              <span data-testid="footer-hours">
                <SalonHoursLines />
              </span>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 pb-20 text-sm sm:pb-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{layoutText.copyright({ year: SALON.copyrightYear, salon: SALON.name })}</p>
          <ul className="flex gap-6">
            <li>
              <Link to="/terms-of-service" className={LINK}>
                {layoutText.termsOfService()}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={LINK}>
                {layoutText.privacyPolicy()}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
