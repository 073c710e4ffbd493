import { formatSalonDate, type TUserSummary } from '@salon/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { CARD, type Column, DataTable } from '@/components/ui/DataTable';
import { ICON_BUTTON } from '@/components/ui/PanelHeader';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ROLE_LABELS, usersText as t } from '../users-messages';

const TZ = SALON_TIME_ZONE;

interface RowHandlers {
  onEdit: (user: TUserSummary) => void;
  /** Whether the caller may edit this user at all: the server refuses the others (invitations, staff to reception). */
  canEdit: (user: TUserSummary) => boolean;
  /** Absent for reception, who may not delete users. */
  onDelete?: (user: TUserSummary) => void;
}

interface UsersListProps extends RowHandlers {
  users: TUserSummary[];
}

/**
 * The role, and whether an invitation waits for its link to be used: an invited member of staff is shown
 * with the role the invitation gives (the account is a customer's until they set a password) and "Invited".
 */
function RoleBadge({ role, invited, invitedRole }: Pick<TUserSummary, 'role' | 'invited' | 'invitedRole'>) {
  const shown = (invited && invitedRole) || role;
  const badge = (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        shown === 'user' ? 'bg-sand text-cocoa' : 'bg-wine text-white',
      )}
    >
      {ROLE_LABELS[shown]}
    </span>
  );
  if (!invited) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {badge}
      <span
        className="inline-flex rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
        title={t.invitationPending()}
      >
        {t.invitedState()}
      </span>
    </span>
  );
}

function Actions({ user, onEdit, canEdit, onDelete }: RowHandlers & { user: TUserSummary }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to={`/dashboard/users/${user._id}`}
        aria-label={t.viewNamed({ name: user.name })}
        className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}
      >
        <Eye aria-hidden="true" className="size-4" />
        {t.view()}
      </Link>
      {canEdit(user) && (
        <button
          type="button"
          className={`${ICON_BUTTON} inline-grid shrink-0`}
          aria-label={t.editNamed({ name: user.name })}
          onClick={() => onEdit(user)}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className={`${ICON_BUTTON} inline-grid shrink-0 text-red-800`}
          aria-label={t.deleteNamed({ name: user.name })}
          onClick={() => onDelete(user)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

const COLUMNS: Column<TUserSummary>[] = [
  {
    header: t.columnName(),
    rowHeader: true,
    cellClassName: 'font-medium',
    cell: (user) => (
      <>
        {user.name}
        <span className="block text-xs font-normal break-all text-taupe lg:hidden">
          <bdi dir="ltr">{user.email}</bdi>
        </span>
      </>
    ),
  },
  {
    header: t.columnEmail(),
    className: 'hidden lg:table-cell',
    cellClassName: 'break-all',
    cell: (user) => <span dir="ltr">{user.email}</span>,
  },
  {
    header: t.columnPhone(),
    cellClassName: 'whitespace-nowrap',
    cell: (user) => (user.phone ? <span dir="ltr">{user.phone}</span> : '—'),
  },
  {
    header: t.columnRole(),
    cell: (user) => <RoleBadge role={user.role} invited={user.invited} invitedRole={user.invitedRole} />,
  },
  {
    header: t.columnJoined(),
    className: 'hidden lg:table-cell',
    cellClassName: 'whitespace-nowrap text-taupe',
    cell: (user) => formatSalonDate(user.createdAt, TZ),
  },
];

function UserCard({ user, ...handlers }: RowHandlers & { user: TUserSummary }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-sans text-base font-semibold break-words text-espresso">{user.name}</h3>
        <RoleBadge role={user.role} invited={user.invited} invitedRole={user.invitedRole} />
      </div>
      <p className="mt-1 text-sm break-all text-taupe">
        <bdi dir="ltr">{user.email}</bdi>
      </p>
      <p className="text-sm text-taupe">{user.phone ? <span dir="ltr">{user.phone}</span> : '—'}</p>
      <div className="mt-3">
        <Actions user={user} {...handlers} />
      </div>
    </>
  );
}

/** The users (admin spec §2): cards below 640 px, a table above; e-mail and joined date from 1024 px. */
export function UsersList({ users, ...handlers }: UsersListProps) {
  return (
    <DataTable
      caption={t.usersTitle()}
      rows={users}
      rowKey={(user) => user._id}
      columns={[
        ...COLUMNS,
        { header: t.columnActions(), className: 'text-end', cell: (user) => <Actions user={user} {...handlers} /> },
      ]}
      cards={{
        className: 'space-y-3 sm:hidden',
        tableClassName: 'hidden sm:block',
        label: t.usersTitle(),
        itemClassName: CARD,
        card: (user) => <UserCard user={user} {...handlers} />,
      }}
    />
  );
}
