import { BackLink } from '@/components/ui/BackLink';
import { ServiceWaitlist, waitlistText } from '@/features/waitlist';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/waitlist?service=…: a service's waitlist, for the admin and reception (issue 16). */
export function WaitlistPage() {
  useDocumentTitle(waitlistText.staffTitlePlain());
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      <BackLink to="/dashboard" className="min-h-11">
        {waitlistText.backToDashboard()}
      </BackLink>
      <div className="mt-4">
        <ServiceWaitlist />
      </div>
    </div>
  );
}
