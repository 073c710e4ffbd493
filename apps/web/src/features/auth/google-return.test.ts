import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt-fixture';
import { parseGoogleReturn, parseLooseUser } from './google-return';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');
const DAY_MS = 86_400_000;
const token = fakeJwt({ role: 'user', exp: NOW / 1000 + 7 * 86_400 });

function query(values: Record<string, string>) {
  return new URLSearchParams(values);
}

describe('the Google return on /login', () => {
  it('is nothing to handle on a plain visit', () => {
    expect(parseGoogleReturn(new URLSearchParams(), NOW)).toEqual({ kind: 'none' });
  });

  it('reports a failure whatever the error text says', () => {
    expect(parseGoogleReturn(query({ error: '<b>anything</b>' }), NOW)).toEqual({ kind: 'failed' });
  });

  it('signs in a completed user sent as JSON, for 7 days at most', () => {
    const user = {
      _id: 'a1',
      name: 'Noor Al Habtoor',
      email: 'noor@example.ae',
      phone: null,
      role: 'user',
      isCompleted: true,
      lastLogin: '2025-03-01T09:59:00.000Z',
    };
    const result = parseGoogleReturn(
      query({ token, user: JSON.stringify(user), expiresAt: new Date(NOW + 30 * DAY_MS).toISOString() }),
      NOW,
    );
    expect(result).toEqual({
      kind: 'signedIn',
      session: {
        isAuthenticated: true,
        token,
        expiresAt: new Date(NOW + 7 * DAY_MS).toISOString(),
        user: {
          name: 'Noor Al Habtoor',
          email: 'noor@example.ae',
          role: 'user',
          isCompleted: true,
          lastLogin: '2025-03-01T09:59:00.000Z',
          phone: undefined,
        },
      },
    });
  });

  it("keeps the server's earlier expiry and falls back to 7 days without one", () => {
    const user = JSON.stringify({ name: 'Sara', email: 'sara@example.ae', isCompleted: true });
    const soon = new Date(NOW + DAY_MS).toISOString();
    const withExpiry = parseGoogleReturn(query({ token, user, expiresAt: soon }), NOW);
    const without = parseGoogleReturn(query({ token, user }), NOW);
    expect(withExpiry.kind === 'signedIn' && withExpiry.session.expiresAt).toBe(soon);
    expect(without.kind === 'signedIn' && without.session.expiresAt).toBe(new Date(NOW + 7 * DAY_MS).toISOString());
  });

  it('reads the looser key:value text, quotes and times included', () => {
    const loose =
      "{ name: 'Layla Haddad', email: layla@example.ae, isCompleted: true, lastLogin: 2025-03-01T09:30:00Z }";
    const result = parseGoogleReturn(query({ token, user: loose }), NOW);
    expect(result.kind).toBe('signedIn');
    if (result.kind !== 'signedIn') return;
    expect(result.session.user).toMatchObject({
      name: 'Layla Haddad',
      email: 'layla@example.ae',
      isCompleted: true,
      lastLogin: '2025-03-01T09:30:00Z',
      // Not in the text: taken from the token's payload, as on start-up.
      role: 'user',
    });
  });

  it('turns the loose text into typed values', () => {
    expect(parseLooseUser('name:Omar,isCompleted:false,phone:null')).toEqual({
      name: 'Omar',
      isCompleted: false,
      phone: null,
    });
    expect(parseLooseUser('no pairs here')).toBeNull();
  });

  it('hands an unfinished profile to /complete-profile, from JSON or loose text', () => {
    const user = { name: 'Omar', email: 'omar@example.ae', isCompleted: false };
    expect(parseGoogleReturn(query({ token, user: JSON.stringify(user) }), NOW)).toEqual({
      kind: 'incomplete',
      token,
      user,
    });
    expect(
      parseGoogleReturn(query({ token, user: 'name: Omar, email: omar@example.ae, isCompleted: false' }), NOW),
    ).toEqual({ kind: 'incomplete', token, user });
  });

  it.each([
    ['a user that is neither JSON nor key:value text', { token, user: 'garbage' }],
    ['a JSON user that is not an object', { token, user: '["noor@example.ae"]' }],
    ['a JSON string', { token, user: '"noor"' }],
    ['a completed user without e-mail', { token, user: JSON.stringify({ name: 'Noor', isCompleted: true }) }],
    ['a user without a token', { user: JSON.stringify({ name: 'Noor', email: 'noor@example.ae' }) }],
    ['a token without a user', { token }],
    ['an empty token', { token: '', user: JSON.stringify({ name: 'Noor', email: 'noor@example.ae' }) }],
  ])('rejects %s as invalid user data', (_label, values) => {
    expect(parseGoogleReturn(query(values), NOW)).toEqual({ kind: 'invalid' });
  });
});
