import type { TUserSummary } from '@salon/shared';
import { matchesSearch } from '../../../catalog/services-filter';

const digits = (text: string) => text.replace(/\D/g, '');

/** The users tab's search (admin spec §2): name, e-mail or phone (digits alone also match a phone). */
export function filterUsers(users: TUserSummary[], query: string): TUserSummary[] {
  const text = query.trim();
  if (!text) return users;
  const typedDigits = /^[\d\s()+-]+$/.test(text) ? digits(text) : '';
  return users.filter(
    (user) =>
      matchesSearch([user.name, user.email, user.phone ?? ''], text) ||
      (typedDigits.length > 0 && digits(user.phone ?? '').includes(typedDigits)),
  );
}
