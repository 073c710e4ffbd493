import type { TUser, TUserSummary } from '@salon/shared';
import type { UserRow, UserSummaryRow } from './users.repository';

/** Who someone is, as every answer about a user starts. */
function identityOf(row: Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role'>) {
  return { _id: row.id, name: row.name, email: row.email, phone: row.phone, role: row.role };
}

export function presentUser(row: UserRow): TUser {
  return {
    ...identityOf(row),
    isCompleted: row.isCompleted,
    emailVerified: row.emailVerifiedAt !== null,
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

/** A user as the admin's users list shows them. */
export function presentUserSummary(row: UserSummaryRow): TUserSummary {
  return {
    ...identityOf(row),
    therapistId: row.therapistId,
    createdAt: row.createdAt.toISOString(),
    claimed: row.claimed,
    invited: row.invited,
    invitedRole: row.invited ? row.invitedRole : null,
  };
}
