import { HOME_PAGE_META } from '@salon/shared';
import { lazy, Suspense } from 'react';
import { HomeHero, loadAboutTeaserSection, ServiceGroupsSection } from '../../features/home';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { ContactSection } from '../../features/problems/components/contact/ContactSection';
import { useScrollToContactOnArrival } from '../../features/problems/hooks/use-go-to-contact';
import { usePageMeta } from '../../lib/use-page-meta';

// Below the fold, so not in the first bundle (its budget, docs/decisions.md): a server-rendered home page keeps
// the section's HTML until its code has arrived and React takes it over.
const AboutTeaserSection = lazy(() => loadAboutTeaserSection().then((m) => ({ default: m.AboutTeaserSection })));

/** / and /home: hero, services teaser, about and contact (spec §2). */
export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  useScrollToContactOnArrival();
  return (
    <>
      <HomeHero />
      <ServiceGroupsSection />
      <Suspense fallback={null}>
        <AboutTeaserSection />
      </Suspense>
      <ContactSection />
    </>
  );
}
