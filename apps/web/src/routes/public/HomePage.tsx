import { HOME_PAGE_META } from '@salon/shared';
import { lazy, Suspense } from 'react';
import { AboutTeaserSection, HomeHero, ServiceGroupsSection } from '@/features/home';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { useScrollToContactOnArrival } from '@/features/problems/hooks/use-go-to-contact';
import { usePageMeta } from '@/lib/use-page-meta';

// The last section, below the fold: its code and texts load after the first bundle (whose budget holds each
// language's texts, docs/decisions.md). A page the server rendered keeps the section's HTML until then; in a
// page the browser renders it appears under the others, moving nothing, and the Contact link's scroll waits
// for it (use-go-to-contact.ts).
const ContactSection = lazy(() =>
  import('@/features/problems/components/contact/ContactSection').then((m) => ({ default: m.ContactSection })),
);

/** / and /home: hero, services teaser, about and contact (spec §2). */
export function HomePage() {
  usePageMeta(HOME_PAGE_META);
  useScrollToContactOnArrival();
  return (
    <>
      <HomeHero />
      <ServiceGroupsSection />
      <AboutTeaserSection />
      <Suspense fallback={null}>
        <ContactSection />
      </Suspense>
    </>
  );
}
