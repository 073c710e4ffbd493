import { useParams } from 'react-router';
import { UserDetail } from '@/features/users';

/** /dashboard/users/:id (admin spec §2). */
export function UserDetailPage() {
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}
