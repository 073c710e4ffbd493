import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test/jwt-fixture';
import type { Session } from '../session/session-model';
import { canEnterDashboard } from './admin-guard';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');
const inAnHour = NOW / 1000 + 3600;

function sessionWith(token: string | null, role = 'admin'): Session {
  return {
    isAuthenticated: token !== null,
    user: { name: 'Noor', email: 'noor@example.ae', role },
    token,
    expiresAt: new Date(NOW + 86_400_000).toISOString(),
  };
}

describe('canEnterDashboard', () => {
  it('lets in a live admin token', () => {
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'admin', exp: inAnHour })), NOW)).toBe(true);
  });

  it('refuses a session without a token', () => {
    expect(canEnterDashboard(sessionWith(null), NOW)).toBe(false);
  });

  it.each([
    ['not a JWT at all', 'not-a-token'],
    ['a payload that is not base64 JSON', 'header.%%%.signature'],
    ['a payload that is an array', `x.${btoa('["admin"]')}.y`],
  ])('refuses a token that does not decode (%s)', (_label, token) => {
    expect(canEnterDashboard(sessionWith(token), NOW)).toBe(false);
  });

  it("trusts the token's role, not the user object's", () => {
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'user', exp: inAnHour }), 'admin'), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith(fakeJwt({ exp: inAnHour }), 'admin'), NOW)).toBe(false);
  });

  it('refuses an admin token that has expired, or says nothing about expiry', () => {
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'admin', exp: NOW / 1000 - 1 })), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'admin', exp: NOW / 1000 })), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'admin' })), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith(fakeJwt({ role: 'admin', exp: String(inAnHour) })), NOW)).toBe(false);
  });
});
