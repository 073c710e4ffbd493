import { PAGE_META } from '@salon/shared';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { taggedText } from '@/components/ui/tagged-text';
import { LegalDocument, PRIVACY_POLICY_SECTIONS } from '@/features/legal';
import { usePageMeta } from '@/lib/use-page-meta';
import { routeText as t } from './route-messages';

const LINK = 'font-medium text-wine underline underline-offset-4 hover:text-wine-dark';

/** /privacy-policy: the static sections, with links to /contact and /terms-of-service (spec §2). */
export function PrivacyPolicyPage() {
  usePageMeta(PAGE_META.privacy);
  return (
    <>
      <PageHeader showBackLink title={t.privacyTitle()} subtitle={t.privacySubtitle()} />
      <LegalDocument
        sections={PRIVACY_POLICY_SECTIONS}
        closing={
          <p>
            {taggedText(t.privacyClosing(), {
              contact: (words) => (
                <Link to="/contact" className={LINK}>
                  {words}
                </Link>
              ),
              terms: (words) => (
                <Link to="/terms-of-service" className={LINK}>
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
