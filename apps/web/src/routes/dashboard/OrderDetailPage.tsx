import { useParams } from 'react-router';
import { OrderDetail } from '../../features/orders/components/order-detail/OrderDetail';

/** /dashboard/orders/:id (admin spec §2). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} />;
}
