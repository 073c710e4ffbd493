import { SALON } from '@salon/shared';
import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { SalonHoursLines } from '@/features/hours';
import { telHref } from '@/lib/tel-href';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import { CONTACT_SECTION_ID } from '../../hooks/use-go-to-contact';
import { contactText as t } from './contact-messages';
import { SocialIcon } from './SocialIcon';

// The form brings zod and react-hook-form (about 35 KB gzip); it sits below the fold, so it loads just
// after the page shows instead of delaying it (it is rendered from the second pass: useAfterFirstRender).
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

function ContactFormPlaceholder() {
  return (
    <div
      aria-busy="true"
      className="min-h-[36rem] rounded-3xl border border-blush-200/80 bg-white p-6 shadow-sm sm:min-h-[32rem] sm:p-8"
    >
      <p className="font-display text-2xl text-espresso">{t.contactHeading()}</p>
      <p className="mt-2 text-sm text-taupe">{t.loadingForm()}</p>
    </div>
  );
}

const LINK = 'text-wine underline-offset-4 hover:underline';

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-2xl border border-blush-200/80 bg-white p-5 shadow-sm sm:block">
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-blush text-wine">
        <Icon className="size-5" strokeWidth={1.7} />
      </span>
      <div className="min-w-0">
        <h3 className="text-lg text-espresso sm:mt-4">{title}</h3>
        <div className="mt-1.5 space-y-1 text-sm leading-relaxed text-taupe">{children}</div>
      </div>
    </div>
  );
}

/** The landing page's contact section 'Visit Us' (spec §2). */
export function ContactSection() {
  const formWanted = useAfterFirstRender();
  return (
    <section
      id={CONTACT_SECTION_ID}
      aria-labelledby="visit-us-heading"
      className="scroll-mt-[70px] bg-gradient-to-b from-ivory to-blush/60 py-20 lg:scroll-mt-[80px] lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t.contactEyebrow()} title={t.visitUs()} id="visit-us-heading" intro={t.visitIntro()} />

        <div className="mt-14 grid gap-10 lg:grid-cols-2 lg:gap-12">
          <div>
            <div className="grid gap-4 sm:grid-cols-2">
              <InfoCard icon={Phone} title={t.callUs()}>
                {SALON.phones.map((phone) => (
                  <p key={phone}>
                    <a href={telHref(phone)} dir="ltr" className={LINK}>
                      {phone}
                    </a>
                  </p>
                ))}
              </InfoCard>
              <InfoCard icon={Mail} title={t.emailCard()}>
                {SALON.emails.map((email) => (
                  <p key={email}>
                    <a href={`mailto:${email}`} dir="ltr" className={`${LINK} break-all`}>
                      {email}
                    </a>
                  </p>
                ))}
              </InfoCard>
              <InfoCard icon={MapPin} title={t.location()}>
                <address className="not-italic">
                  {SALON.address.line1}
                  <br />
                  {SALON.address.line2}
                </address>
              </InfoCard>
              <InfoCard icon={Clock} title={t.hours()}>
                <SalonHoursLines />
              </InfoCard>
            </div>

            <div className="mt-8 rounded-2xl border border-blush-200/80 bg-white p-5 shadow-sm">
              <h3 className="text-lg text-espresso">{t.followUs()}</h3>
              <p className="mt-1 text-sm text-taupe">{t.followIntro()}</p>
              <ul className="mt-4 flex flex-wrap gap-3">
                {SALON.social.map((network) => (
                  <li key={network.name}>
                    <a
                      href={network.href}
                      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-blush-200 px-4 text-sm font-medium text-espresso transition-colors hover:border-wine hover:text-wine"
                    >
                      <SocialIcon network={network.name} />
                      {network.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>

          {formWanted ? (
            <Suspense fallback={<ContactFormPlaceholder />}>
              <ContactForm />
            </Suspense>
          ) : (
            <ContactFormPlaceholder />
          )}
        </div>
      </div>
    </section>
  );
}
