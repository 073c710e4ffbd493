import { HOME_PAGE_META } from '@salon/shared';
import { AboutTeaserSection, HomeHero, ServiceGroupsSection } from '../../features/home';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { ContactSection } from '../../features/problems/components/contact/ContactSection';
import { useScrollToContactOnArrival } from '../../features/problems/hooks/use-go-to-contact';
import { usePageMeta } from '../../lib/use-page-meta';

/** / and /home: hero, services teaser, about and contact (spec §2). */
export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  useScrollToContactOnArrival();
  return (
    <>
      <HomeHero />
      <ServiceGroupsSection />
      <AboutTeaserSection />
      <ContactSection />
    </>
  );
}
