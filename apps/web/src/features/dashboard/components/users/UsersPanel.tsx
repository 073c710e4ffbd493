import { ORDER_DASHBOARD_MESSAGES, type TUserSummary } from '@salon/shared';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { serverMessage } from '../../../../lib/api-client';
import { cx } from '../../../../lib/cx';
import { showToast } from '../../../../lib/toast';
import { LoadError } from '../../../catalog/components/LoadError';
import { adminUserKeys } from '../../api/admin-orders';
import { useAdminUsers, useDeleteUser } from '../../api/admin-users';
import { useListRefresh } from '../orders/use-list-refresh';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { SearchInput } from '../ui/fields';
import { EmptyState, PanelHeader } from '../ui/PanelHeader';
import { UsersList } from './UsersList';
import { filterUsers } from './user-filters';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.usersRefreshed, failure: m.usersRefreshFailed };

/** The Users tab (admin spec §2): search by name, e-mail or phone; View and Delete. */
export function UsersPanel() {
  const users = useAdminUsers();
  const remove = useDeleteUser();
  const { refresh, refreshing } = useListRefresh(adminUserKeys.all, REFRESH_MESSAGES);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<TUserSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const visible = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting._id);
      showToast('success', m.userDeleted);
      setDeleting(null);
    } catch (error) {
      showToast('error', m.userDeleteFailed);
      // The server's reason when it gave one (an admin cannot delete their own account).
      setDeleteError(serverMessage(error, m.userDeleteFailed));
    }
  };

  return (
    <section aria-label="Users" className="space-y-5">
      <PanelHeader title="Users" count={users.data?.length}>
        <Button variant="secondary" aria-busy={refreshing} onClick={() => !refreshing && void refresh()}>
          <RefreshCw aria-hidden="true" className={cx('size-4', refreshing && 'animate-spin')} />
          Refresh Users
        </Button>
      </PanelHeader>

      <SearchInput label="Search users" value={query} onChange={setQuery} placeholder="Name, email or phone" />

      {users.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading users…
        </p>
      ) : users.isError ? (
        <LoadError
          title={m.usersLoadFailed}
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState title={m.usersEmpty} />
      ) : (
        <UsersList
          users={visible}
          onDelete={(user) => {
            setDeleteError(null);
            setDeleting(user);
          }}
        />
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete User"
          question={`${m.userDeleteConfirm} ${deleting.name}'s upcoming bookings will be cancelled.`}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
