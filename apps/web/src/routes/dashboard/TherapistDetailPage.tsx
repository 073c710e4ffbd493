import { useParams } from 'react-router';
import { TherapistDetail } from '../../features/therapists/components/therapist-detail/TherapistDetail';

/** /dashboard/therapists/:id (admin spec §2). */
export function TherapistDetailPage() {
  const { id = '' } = useParams();
  return <TherapistDetail key={id} id={id} />;
}
