import { SALON } from '@salon/shared';
import { Check } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/Button';
import { SectionHeading } from '../../../components/ui/SectionHeading';

const TEAM = [
  { name: 'Aisha', role: 'Nail artist', image: '/images/therapist-aisha.svg' },
  { name: 'Elena', role: 'Hair stylist', image: '/images/therapist-elena.svg' },
  { name: 'Priya', role: 'Threading specialist', image: '/images/therapist-priya.svg' },
  { name: 'Sofia', role: 'Aesthetician', image: '/images/therapist-sofia.svg' },
] as const;

const PROMISES = [
  'Licensed therapists who specialise, so your treatment is in practised hands',
  'Fresh, sterilised tools and single-use files for every guest',
  'Honest advice: we will tell you what your hair and skin need, and what they do not',
] as const;

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
                alt={`${member.name}, ${member.role.toLowerCase()}`}
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
            eyebrow="About Us"
            title="A salon that feels like a pause"
            id="about-heading"
            intro={`${SALON.name} opened its doors in Business Bay in ${SALON.foundedYear} with a simple idea: beauty care should feel like time well spent, never rushed. Over a decade later, many of our guests still ask for the therapist who looked after them on their very first visit.`}
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
            Discover Our Story
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
