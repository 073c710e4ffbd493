import { useParams } from 'react-router';
import { TherapistDetail } from '@/features/therapists';

/** /dashboard/therapists/:id (admin spec §2). */
export function TherapistDetailPage() {
  const { id = '' } = useParams();
  return <TherapistDetail key={id} id={id} />;
}
