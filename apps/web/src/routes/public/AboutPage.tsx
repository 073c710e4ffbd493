import { PAGE_META, SALON } from '@salon/shared';
import { Mail, Phone } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { AboutTabs } from '@/features/about';
import { ABOUT_STATS } from '@/lib/site-content';
import { telHref } from '@/lib/tel-href';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

/** /about: hero, four stats, the story tabs and a call to book (spec §2). */
export function AboutPage() {
  usePageMeta(PAGE_META.about);
  return (
    <>
      <section aria-labelledby="about-page-heading" className="relative overflow-hidden bg-espresso text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgba(183,110,121,0.5),transparent_55%),radial-gradient(ellipse_at_bottom_right,rgba(217,185,155,0.22),transparent_50%)] rtl:-scale-x-100"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-champagne">
            {t.aboutEyebrow({ salon: SALON.shortName, year: SALON.foundedYear })}
          </p>
          <h1 id="about-page-heading" className="mt-5 text-4xl leading-tight sm:text-5xl">
            {t.aboutTitle()}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-blush-200 sm:text-lg">{t.aboutIntro()}</p>
        </div>
      </section>

      <section aria-label={t.ourNumbers()} className="border-b border-blush-200/70 bg-white">
        <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
          {ABOUT_STATS.map((stat) => (
            // Value and label read as one phrase, e.g. "1000+ clients", as the spec words it.
            <li key={stat.value} className="text-center text-sm uppercase tracking-[0.15em] text-taupe">
              <strong className="block font-display text-4xl font-normal tracking-normal text-wine sm:text-5xl">
                {stat.value}
              </strong>{' '}
              {stat.label}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-tabs-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading eyebrow={t.whoWeAre()} title={t.aboutTabsTitle()} id="about-tabs-heading" />
        <div className="mt-12">
          <AboutTabs />
        </div>
      </section>

      <section aria-labelledby="about-cta-heading" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl rounded-[2rem] bg-gradient-to-br from-blush to-sand px-6 py-14 text-center shadow-sm sm:px-12">
          <h2 id="about-cta-heading" className="text-3xl text-espresso sm:text-4xl">
            {t.aboutCtaTitle()}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-taupe">{t.aboutCtaText()}</p>
          <ButtonLink to="/services" size="lg" className="mt-8">
            {t.bookYourSession()}
          </ButtonLink>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 text-sm sm:flex-row sm:gap-8">
            <a href={telHref(SALON.phones[0])} className="inline-flex items-center gap-2 text-wine hover:underline">
              <Phone aria-hidden="true" className="size-4" />
              <span dir="ltr">{SALON.phones[0]}</span>
            </a>
            <a href={`mailto:${SALON.emails[0]}`} className="inline-flex items-center gap-2 text-wine hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              <span dir="ltr">{SALON.emails[0]}</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
