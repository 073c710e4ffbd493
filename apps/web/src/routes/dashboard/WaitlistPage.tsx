import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ServiceWaitlist, WAITLIST_TEXTS } from '../../features/waitlist';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /dashboard/waitlist?service=…: a service's waitlist, for the admin and reception (issue 16). */
export function WaitlistPage() {
  useDocumentTitle(WAITLIST_TEXTS.staffTitlePlain);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-wine underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {WAITLIST_TEXTS.backToDashboard}
      </Link>
      <div className="mt-4">
        <ServiceWaitlist />
      </div>
    </div>
  );
}
