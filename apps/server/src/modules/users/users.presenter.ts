import type { TUser } from '@salon/shared';
import type { UserRow } from './users.repository';

export function presentUser(row: UserRow): TUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isCompleted: row.isCompleted,
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}
