import { SALON } from '@salon/shared';
import { Check } from 'lucide-react';
import { ButtonLink } from '@/components/ui/Button';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { aboutTeaserText as t } from './about-teaser-messages';

const TEAM = [
  { name: t.teamAisha(), role: t.teamNailArtist(), image: '/images/therapist-aisha.svg' },
  { name: t.teamElena(), role: t.teamHairStylist(), image: '/images/therapist-elena.svg' },
  { name: t.teamPriya(), role: t.teamThreadingSpecialist(), image: '/images/therapist-priya.svg' },
  { name: t.teamSofia(), role: t.teamAesthetician(), image: '/images/therapist-sofia.svg' },
] as const;

const PROMISES = [t.promiseLicensed(), t.promiseTools(), t.promiseAdvice()] as const;

/** The landing page's about section (spec §2). */
export function AboutTeaserSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-heading"
      className="scroll-mt-[70px] bg-sand/60 py-20 lg:scroll-mt-[80px] lg:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <ul className="grid grid-cols-2 gap-4 sm:gap-6">
          {TEAM.map((member, index) => (
            <li
              key={member.name}
              className={`rounded-3xl bg-white p-4 text-center shadow-sm ${index % 2 === 1 ? 'sm:translate-y-8' : ''}`}
            >
              <img
                src={member.image}
                alt={t.teamPhotoAlt({ name: member.name, role: member.role.toLowerCase() })}
                width={240}
                height={240}
                loading="lazy"
                className="mx-auto aspect-square w-full max-w-40 rounded-full"
              />
              <p className="mt-3 font-display text-lg text-espresso">{member.name}</p>
              <p className="text-xs font-medium uppercase tracking-[0.15em] text-taupe">{member.role}</p>
            </li>
          ))}
        </ul>

        <div>
          <SectionHeading
            align="left"
            eyebrow={t.aboutEyebrow()}
            title={t.aboutTitle()}
            id="about-heading"
            intro={t.aboutIntro({ salon: SALON.name, year: SALON.foundedYear })}
          />
          <ul className="mt-8 space-y-4">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex gap-3 text-espresso">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-wine text-white"
                >
                  <Check className="size-3.5" strokeWidth={2.5} />
                </span>
                {promise}
              </li>
            ))}
          </ul>
          <ButtonLink to="/about" className="mt-10" arrow>
            {t.discoverOurStory()}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
