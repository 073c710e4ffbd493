import { ContactSection } from '../../features/contact/components/ContactSection';
import { useScrollToContactOnArrival } from '../../features/contact/hooks/use-go-to-contact';
import { AboutTeaserSection } from '../../features/home/components/AboutTeaserSection';
import { HomeHero } from '../../features/home/components/HomeHero';
import { ServiceGroupsSection } from '../../features/home/components/ServiceGroupsSection';
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
