import { Navigate, useParams } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { useSession } from '@/features/session';
import { WaitlistOffer, waitlistText } from '@/features/waitlist';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /waitlist/offers/:id, where the waitlist's message leads (issue 16): signed-in customers only; anyone else
 * goes to /login, which brings them back here.
 */
export function WaitlistOfferPage() {
  useDocumentTitle(waitlistText.offerTitle());
  const { id = '' } = useParams();
  const { session } = useSession();
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: `/waitlist/offers/${id}` }} />;
  }
  return (
    <>
      <PageHeader title={waitlistText.offerTitle()} />
      <div className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <WaitlistOffer key={id} id={id} />
      </div>
    </>
  );
}
