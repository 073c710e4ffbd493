import { AboutTeaserSection, HomeHero, ServiceGroupsSection } from '../../features/home';
import { OpeningHoursJsonLd } from '../../features/hours/components/OpeningHoursJsonLd';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { ContactSection } from '../../features/problems/components/contact/ContactSection';
import { useScrollToContactOnArrival } from '../../features/problems/hooks/use-go-to-contact';
import { useDocumentTitle } from '../../lib/use-document-title';

/** / and /home: hero, services teaser, about and contact (spec §2). */
export function HomePage() {
  useDocumentTitle();
  useScrollToContactOnArrival();
  return (
    <>
      <HomeHero />
      <ServiceGroupsSection />
      <AboutTeaserSection />
      <ContactSection />
      <OpeningHoursJsonLd />
    </>
  );
}
