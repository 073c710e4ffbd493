import { AboutTeaserSection } from '../../features/home/components/AboutTeaserSection';
import { HomeHero } from '../../features/home/components/HomeHero';
import { ServiceGroupsSection } from '../../features/home/components/ServiceGroupsSection';
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
    </>
  );
}
