import { SALON } from '@salon/shared';
import { ArrowDown } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { HOME_STATS } from '@/lib/site-content';
import { homeText as t } from '../home-messages';

/** The landing hero (spec §2): the promise, the booking call to action and the two claims. */
export function HomeHero() {
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="relative scroll-mt-[70px] overflow-hidden bg-espresso text-ivory lg:scroll-mt-[80px]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(183,110,121,0.55),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(217,185,155,0.25),transparent_50%)] rtl:-scale-x-100"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:px-8 lg:py-28">
        <div>
          <p className="text-xs leading-relaxed font-semibold uppercase tracking-[0.25em] text-champagne">
            {t.heroEyebrow()}
            <span className="hidden sm:inline"> · </span>
            <span className="block sm:inline">{t.heroSince({ year: SALON.foundedYear })}</span>
          </p>
          <h1 id="home-heading" className="mt-5 text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {t.heroTitle()}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-blush-200 sm:text-lg">
            {t.heroIntro({ year: SALON.foundedYear })}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to="/services" variant="light" size="lg">
              {t.bookYourExperience()}
            </ButtonLink>
            <a
              href="#services"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-ivory/40 px-7 text-base font-medium text-ivory transition-colors hover:border-ivory hover:bg-white/10 [&:focus-visible]:outline-champagne"
            >
              {t.exploreTreatments()}
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ul className="mt-12 flex flex-wrap gap-x-10 gap-y-4 border-t border-white/15 pt-8">
            {HOME_STATS.map((stat) => (
              <li key={stat.value} className="text-sm tracking-wide text-blush-200">
                <strong className="block font-display text-3xl font-normal text-ivory sm:text-4xl">{stat.value}</strong>{' '}
                {stat.label}
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
          <div className="absolute -inset-4 rounded-t-full border border-champagne/40" />
          <img
            src="/images/hero-spa.svg"
            alt=""
            width={440}
            height={560}
            fetchPriority="high"
            className="relative aspect-[11/14] w-full rounded-t-full object-cover shadow-2xl"
          />
        </div>
      </div>
    </section>
  );
}
