import { PAGE_META } from '@salon/shared';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { taggedText } from '@/components/ui/tagged-text';
import { LegalDocument, TERMS_OF_SERVICE_SECTIONS } from '@/features/legal';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

const LINK = 'font-medium text-wine underline underline-offset-4 hover:text-wine-dark';

/** /terms-of-service: the six static sections, with links to /contact and /privacy-policy (spec §2). */
export function TermsOfServicePage() {
  usePageMeta(PAGE_META.terms);
  return (
    <>
      <PageHeader showBackLink title={t.termsTitle()} subtitle={t.termsSubtitle()} />
      <LegalDocument
        sections={TERMS_OF_SERVICE_SECTIONS}
        closing={
          <p>
            {taggedText(t.termsClosing(), {
              contact: (words) => (
                <Link to="/contact" className={LINK}>
                  {words}
                </Link>
              ),
              privacy: (words) => (
                <Link to="/privacy-policy" className={LINK}>
                  {words}
                </Link>
              ),
            })}
          </p>
        }
      />
    </>
  );
}
