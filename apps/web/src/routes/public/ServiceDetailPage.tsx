import { useParams } from 'react-router';
import { ServiceDetail } from '../../features/catalog';

/** /services/:id (customer spec §2). Keyed by id so moving between services starts the chooser afresh. */
export function ServiceDetailPage() {
  const { id = '' } = useParams();
  return <ServiceDetail key={id} id={id} />;
}
