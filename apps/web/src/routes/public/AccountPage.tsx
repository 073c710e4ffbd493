import { Navigate } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { accountText, MyAccount } from '@/features/account';
import { useSession } from '@/features/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /account, My account: signed-in users only; anyone else goes to /login, which brings them back. */
export function AccountPage() {
  useDocumentTitle(accountText.title());
  const { session } = useSession();
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: '/account' }} />;
  }
  return (
    <>
      <PageHeader title={accountText.title()} subtitle={accountText.subtitle()} />
      <MyAccount />
    </>
  );
}
