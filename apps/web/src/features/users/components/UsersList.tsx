import { formatSalonDate, type TUserSummary } from '@salon/shared';
import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { ICON_BUTTON, TABLE } from '../../../components/ui/PanelHeader';
import { cx } from '../../../lib/cx';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { capitalise } from '../../orders';

const TZ = SALON_TIME_ZONE;

interface UsersListProps {
  users: TUserSummary[];
  onDelete: (user: TUserSummary) => void;
}

function RoleBadge({ role }: { role: TUserSummary['role'] }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        role === 'admin' ? 'bg-wine text-white' : 'bg-sand text-cocoa',
      )}
    >
      {capitalise(role)}
    </span>
  );
}

function Actions({ user, onDelete }: { user: TUserSummary; onDelete: (user: TUserSummary) => void }) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Link to={`/dashboard/users/${user._id}`} className={buttonClasses('secondary', 'md', 'whitespace-nowrap')}>
        <Eye aria-hidden="true" className="size-4" />
        View<span className="sr-only"> {user.name}</span>
      </Link>
      <button
        type="button"
        className={`${ICON_BUTTON} inline-grid shrink-0 text-red-800`}
        aria-label={`Delete ${user.name}`}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The users (admin spec §2): cards below 640 px, a table above; e-mail and joined date from 1024 px. */
export function UsersList({ users, onDelete }: UsersListProps) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user._id} className="rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <h3 className="min-w-0 font-sans text-base font-semibold break-words text-espresso">{user.name}</h3>
              <RoleBadge role={user.role} />
            </div>
            <p className="mt-1 text-sm break-all text-taupe">{user.email}</p>
            <p className="text-sm text-taupe">{user.phone || '—'}</p>
            <div className="mt-3">
              <Actions user={user} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
      <div className={`${TABLE.wrap} hidden sm:block`}>
        <table className={TABLE.table}>
          <caption className="sr-only">Users</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                Name
              </th>
              <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                Email
              </th>
              <th scope="col" className={TABLE.th}>
                Phone
              </th>
              <th scope="col" className={TABLE.th}>
                Role
              </th>
              <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                Joined
              </th>
              <th scope="col" className={`${TABLE.th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user._id}>
                <th scope="row" className={`${TABLE.td} font-medium`}>
                  {user.name}
                  <span className="block text-xs font-normal break-all text-taupe lg:hidden">{user.email}</span>
                </th>
                <td className={`${TABLE.td} hidden break-all lg:table-cell`}>{user.email}</td>
                <td className={`${TABLE.td} whitespace-nowrap`}>{user.phone || '—'}</td>
                <td className={TABLE.td}>
                  <RoleBadge role={user.role} />
                </td>
                <td className={`${TABLE.td} hidden whitespace-nowrap text-taupe lg:table-cell`}>
                  {formatSalonDate(user.createdAt, TZ)}
                </td>
                <td className={TABLE.td}>
                  <Actions user={user} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
