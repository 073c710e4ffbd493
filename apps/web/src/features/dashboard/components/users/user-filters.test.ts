import type { TUserSummary } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { filterUsers } from './user-filters';

const user = (name: string, email: string, phone: string | null): TUserSummary => ({
  _id: `id-${name}`,
  name,
  email,
  phone,
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
});

describe('users search', () => {
  const users = [user('Layla Haddad', 'layla@example.com', '+971 50 123 4567'), user('Noor Ali', 'noor@x.ae', null)];
  const names = (query: string) => filterUsers(users, query).map((u) => u.name);

  it('matches name, e-mail or phone', () => {
    expect(names('')).toEqual(['Layla Haddad', 'Noor Ali']);
    expect(names('noor')).toEqual(['Noor Ali']);
    expect(names('EXAMPLE.COM')).toEqual(['Layla Haddad']);
    expect(names('971501234567')).toEqual(['Layla Haddad']);
    expect(names('50 123')).toEqual(['Layla Haddad']);
    expect(names('Sara')).toEqual([]);
  });
});
