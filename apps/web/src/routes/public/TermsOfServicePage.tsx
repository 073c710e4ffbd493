import { PAGE_META } from '@salon/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { LegalDocument, TERMS_OF_SERVICE_SECTIONS } from '../../features/legal';
import { usePageMeta } from '../../lib/use-page-meta';

const LINK = 'font-medium text-wine underline underline-offset-4 hover:text-wine-dark';

/** /terms-of-service: the six static sections, with links to /contact and /privacy-policy (spec §2). */
export function TermsOfServicePage() {
  usePageMeta(PAGE_META.terms);
  return (
    <>
      <PageHeader
        showBackLink
        title="Terms of Service"
        subtitle="The simple rules that keep every appointment calm, fair and safe, for you and for every other guest."
      />
      <LegalDocument
        sections={TERMS_OF_SERVICE_SECTIONS}
        closing={
          <p>
            Questions about these terms?{' '}
            <Link to="/contact" className={LINK}>
              Contact us
            </Link>{' '}
            and we will gladly explain. To learn how we handle your personal information, read our{' '}
            <Link to="/privacy-policy" className={LINK}>
              Privacy Policy
            </Link>
            .
          </p>
        }
      />
    </>
  );
}
