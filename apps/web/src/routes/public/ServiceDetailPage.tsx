import { useParams } from 'react-router';
import { BookingWizard } from '@/features/booking';
import { ServiceDetail } from '@/features/catalog';

/** /services/:id (customer spec §2). Keyed by id so moving between services starts the chooser afresh. */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  return <ServiceDetail key={id} id={id} booking={(service) => <BookingWizard service={service} />} />;
}
