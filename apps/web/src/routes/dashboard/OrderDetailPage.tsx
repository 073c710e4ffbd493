import { useParams } from 'react-router';
import { OrderDetail } from '@/features/orders';
import { CheckoutPanel } from '@/features/till';

/** /dashboard/orders/:id (admin spec §2), with the desk's checkout of the order (issue 29). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  return <OrderDetail key={id} id={id} checkout={(order) => <CheckoutPanel orderId={order._id} />} />;
}
