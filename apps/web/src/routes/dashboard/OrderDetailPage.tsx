import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders';

/** /dashboard/orders/:id (admin spec §2). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} />;
}
