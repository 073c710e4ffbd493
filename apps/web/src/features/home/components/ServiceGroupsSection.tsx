import { SERVICE_GROUPS } from '@salon/shared';
import { ButtonLink } from '@/components/ui/Button';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { homeText as t } from '../home-messages';

/** The services teaser: the four groups of the spec (§1) with their illustrations. */
export function ServiceGroupsSection() {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="scroll-mt-[70px] py-20 lg:scroll-mt-[80px] lg:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          eyebrow={t.servicesEyebrow()}
          title={t.servicesTitle()}
          id="services-heading"
          intro={t.servicesIntro()}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_GROUPS.map((group) => (
            <li
              key={group.name}
              className="group overflow-hidden rounded-3xl border border-blush-200/80 bg-white shadow-sm transition-shadow hover:shadow-lg"
            >
              <img
                src={group.image}
                alt=""
                width={400}
                height={300}
                loading="lazy"
                className="aspect-[16/9] w-full object-cover sm:aspect-[4/3] transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <div className="p-6">
                <h3 className="text-xl text-espresso">{group.name}</h3>
                <p className="mt-2 text-sm leading-relaxed text-taupe">{group.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to="/services" variant="secondary" arrow>
            {t.viewAllTreatments()}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
