import { ORDER_DASHBOARD_MESSAGES, PAGE_SIZE, type TUserSummary, USER_ROLES, USER_SORTS } from '@salon/shared';
import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DebouncedTextInput, SelectInput } from '@/components/ui/fields';
import { FilterBar } from '@/components/ui/filters';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { PAGING_MESSAGES, SORT_LABELS } from '@/components/ui/list-messages';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { useSession } from '@/features/session';
import { clampPage, searchText } from '@/lib/paged-list';
import { adminUserKeys } from '@/lib/query-keys';
import { useListRefresh } from '@/lib/use-list-refresh';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { useAdminUsers, useDeleteUser } from '../api/admin-users';
import { ROLE_LABELS, usersText as t } from '../users-messages';
import { UserFormModal, type UserFormMode } from './UserFormModal';
import { UsersList } from './UsersList';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.usersRefreshed, failure: m.usersRefreshFailed };
const USER_FILTER_KEYS = ['q', 'role', 'sort'] as const;
const oneOf = <T extends string>(options: readonly T[], value: string) =>
  (options as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The Users tab (admin spec §2): search by name, e-mail or phone, a role filter and a sort; View, Edit and
 * Delete; Add User, and Invite Staff for the admin (reception neither deletes nor invites).
 * The server searches and pages; the search, filters and page live in the URL.
 */
export function UsersPanel() {
  const isAdmin = useSession().isAdmin;
  const [form, setForm] = useState<UserFormMode | null>(null);
  const list = useListSearchParams(USER_FILTER_KEYS);
  const pageSize = PAGE_SIZE.default;
  const query = {
    q: searchText(list.values.q),
    role: oneOf(USER_ROLES, list.values.role),
    // Said outright, so the order never depends on a server's default.
    sort: oneOf(USER_SORTS, list.values.sort) ?? USER_SORTS[0],
    page: clampPage(list.page, pageSize),
    pageSize,
  };
  const users = useAdminUsers(query);
  const remove = useDeleteUser();
  const { refresh, refreshing } = useListRefresh(adminUserKeys.all, REFRESH_MESSAGES);
  // The dialog gives the server's reason when it has one (an admin cannot delete their own account).
  const deletion = useConfirmDelete<TUserSummary>({
    remove: (user) => remove.mutateAsync(user._id),
    busy: remove.isPending,
    toasts: { deleted: m.userDeleted, failed: m.userDeleteFailed },
  });
  const visible = users.data?.items ?? [];
  useStayOnAPageWithRows(query.page, pageSize, users.data, users.isSuccess && !users.isPlaceholderData, list.setPage);

  return (
    <section aria-label={t.usersTitle()} className="space-y-5">
      <PanelHeader title={t.usersTitle()} count={users.data?.total} countCapped={users.data?.capped}>
        <RefreshButton refreshing={refreshing} onRefresh={refresh}>
          {t.refreshUsers()}
        </RefreshButton>
        <Button variant="secondary" onClick={() => setForm({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addUser()}
        </Button>
        {isAdmin && (
          <Button onClick={() => setForm({ kind: 'invite' })}>
            <Mail aria-hidden="true" className="size-4" />
            {t.inviteStaff()}
          </Button>
        )}
      </PanelHeader>

      <FilterBar className="sm:grid-cols-[2fr_1fr_1fr]">
        <DebouncedTextInput label={t.searchLabel()} {...list.textFilter('q')} placeholder={t.searchPlaceholder()} />
        <SelectInput
          label={t.columnRole()}
          value={list.values.role}
          onChange={(event) => list.setFilters({ role: event.target.value })}
        >
          <option value="">{t.allRoles()}</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectInput>
        <SelectInput
          label={t.sortLabel()}
          value={list.values.sort}
          onChange={(event) => list.setFilters({ sort: event.target.value })}
        >
          <option value="">{SORT_LABELS.users.name}</option>
          <option value="newest">{SORT_LABELS.users.newest}</option>
        </SelectInput>
      </FilterBar>

      <ListStates
        read={users}
        loading={t.loading()}
        errorTitle={m.usersLoadFailed}
        empty={visible.length === 0}
        emptyState={<EmptyState title={m.usersEmpty} />}
        paging={pagingOf(query, users.data, list.setPage, PAGING_MESSAGES.users)}
      >
        <UsersList
          users={visible}
          onEdit={(user) => setForm({ kind: 'edit', user })}
          canEdit={(user) => !user.invited && (isAdmin || user.role === 'user')}
          onDelete={isAdmin ? deletion.ask : undefined}
        />
      </ListStates>

      {form && <UserFormModal mode={form} isAdmin={isAdmin} onClose={() => setForm(null)} />}
      {deletion.target && (
        <ConfirmDialog
          title={t.deleteTitle()}
          question={`${m.userDeleteConfirm} ${t.deleteBookingsCancelled({ name: deletion.target.name })}`}
          {...deletion.dialog}
        />
      )}
    </section>
  );
}
