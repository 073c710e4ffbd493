import type { TUser, TUserSummary } from '@salon/shared';
import type { UserRow, UserSummaryRow } from './users.repository';

export function presentUser(row: UserRow): TUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isCompleted: row.isCompleted,
    emailVerified: row.emailVerifiedAt !== null,
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

/** A user as the admin's users list shows them. */
export function presentUserSummary(row: UserSummaryRow): TUserSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
