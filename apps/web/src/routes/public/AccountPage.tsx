import { Navigate } from 'react-router';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCOUNT_TEXTS, MyAccount } from '../../features/account';
import { useSession } from '../../features/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /account, My account (issue 16): signed-in users only; anyone else goes to /login, which brings them back. */
export function AccountPage() {
  useDocumentTitle(ACCOUNT_TEXTS.title);
  const { session } = useSession();
  if (!session.isAuthenticated) {
    return <Navigate to="/login" replace state={{ from: '/account' }} />;
  }
  return (
    <>
      <PageHeader title={ACCOUNT_TEXTS.title} subtitle={ACCOUNT_TEXTS.subtitle} />
      <MyAccount />
    </>
  );
}
