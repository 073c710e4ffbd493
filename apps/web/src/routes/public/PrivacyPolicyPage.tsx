import { PAGE_META } from '@salon/shared';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { LegalDocument, PRIVACY_POLICY_SECTIONS } from '../../features/legal';
import { usePageMeta } from '../../lib/use-page-meta';

const LINK = 'font-medium text-wine underline underline-offset-4 hover:text-wine-dark';

/** /privacy-policy: the static sections, with links to /contact and /terms-of-service (spec §2). */
export function PrivacyPolicyPage() {
  usePageMeta(PAGE_META.privacy);
  return (
    <>
      <PageHeader
        showBackLink
        title="Privacy Policy"
        subtitle="What we collect when you book with us, why we need it, and how we keep it safe."
      />
      <LegalDocument
        sections={PRIVACY_POLICY_SECTIONS}
        closing={
          <p>
            Want to see, correct or delete your information?{' '}
            <Link to="/contact" className={LINK}>
              Contact us
            </Link>{' '}
            and we will take care of it. Bookings are also covered by our{' '}
            <Link to="/terms-of-service" className={LINK}>
              Terms of Service
            </Link>
            .
          </p>
        }
      />
    </>
  );
}
