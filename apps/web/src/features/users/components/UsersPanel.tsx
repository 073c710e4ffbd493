import { ORDER_DASHBOARD_MESSAGES, PAGE_SIZE, type TUserSummary, USER_SORTS } from '@salon/shared';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DebouncedTextInput, SelectInput } from '../../../components/ui/fields';
import { LoadError } from '../../../components/ui/LoadError';
import { PAGING_MESSAGES, SORT_LABELS } from '../../../components/ui/list-messages';
import { Pagination } from '../../../components/ui/Pagination';
import { EmptyState, PanelHeader } from '../../../components/ui/PanelHeader';
import { serverMessage } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { clampPage, searchText } from '../../../lib/paged-list';
import { showToast } from '../../../lib/toast';
import { useListRefresh } from '../../../lib/use-list-refresh';
import { useListSearchParams, useStayOnAPageWithRows } from '../../../lib/use-list-search-params';
import { adminUserKeys } from '../../orders';
import { useAdminUsers, useDeleteUser } from '../api/admin-users';
import { UsersList } from './UsersList';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.usersRefreshed, failure: m.usersRefreshFailed };
const USER_FILTER_KEYS = ['q', 'role', 'sort'] as const;
const ROLES = ['user', 'admin'] as const;
const oneOf = <T extends string>(options: readonly T[], value: string) =>
  (options as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The Users tab (admin spec §2): search by name, e-mail or phone, a role filter and a sort; View and Delete.
 * The server searches and pages; the search, filters and page live in the URL.
 */
export function UsersPanel() {
  const list = useListSearchParams(USER_FILTER_KEYS);
  const pageSize = PAGE_SIZE.default;
  const query = {
    q: searchText(list.values.q),
    role: oneOf(ROLES, list.values.role),
    // Said outright, so the order never depends on a server's default.
    sort: oneOf(USER_SORTS, list.values.sort) ?? USER_SORTS[0],
    page: clampPage(list.page, pageSize),
    pageSize,
  };
  const users = useAdminUsers(query);
  const remove = useDeleteUser();
  const { refresh, refreshing } = useListRefresh(adminUserKeys.all, REFRESH_MESSAGES);
  const [deleting, setDeleting] = useState<TUserSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const visible = users.data?.items ?? [];
  useStayOnAPageWithRows(query.page, pageSize, users.data, users.isSuccess && !users.isPlaceholderData, list.setPage);

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
      <PanelHeader title="Users" count={users.data?.total} countCapped={users.data?.capped}>
        <Button variant="secondary" aria-busy={refreshing} onClick={() => !refreshing && void refresh()}>
          <RefreshCw aria-hidden="true" className={cx('size-4', refreshing && 'animate-spin')} />
          Refresh Users
        </Button>
      </PanelHeader>

      <div className="grid gap-4 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm sm:grid-cols-[2fr_1fr_1fr]">
        <DebouncedTextInput
          label="Search users"
          value={list.values.q}
          onCommit={(q) => list.setFilters({ q })}
          placeholder="Name, email or phone"
        />
        <SelectInput
          label="Role"
          value={list.values.role}
          onChange={(event) => list.setFilters({ role: event.target.value })}
        >
          <option value="">All roles</option>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </SelectInput>
        <SelectInput
          label="Sort"
          value={list.values.sort}
          onChange={(event) => list.setFilters({ sort: event.target.value })}
        >
          <option value="">{SORT_LABELS.users.name}</option>
          <option value="newest">{SORT_LABELS.users.newest}</option>
        </SelectInput>
      </div>

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
        <div className="space-y-4" aria-busy={users.isPlaceholderData}>
          <UsersList
            users={visible}
            onDelete={(user) => {
              setDeleteError(null);
              setDeleting(user);
            }}
          />
          <Pagination
            page={query.page}
            pageSize={pageSize}
            total={users.data?.total ?? 0}
            capped={users.data?.capped}
            onPageChange={(next) => list.setPage(next)}
            messages={PAGING_MESSAGES.users}
          />
        </div>
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
