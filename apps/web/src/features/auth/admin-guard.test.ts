import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session-model';
import { canEnterDashboard, dashboardHome, dashboardRedirect } from './admin-guard';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');

function sessionWith(role: string | undefined, expiresAt: string | null = new Date(NOW + 3_600_000).toISOString()) {
  return {
    isAuthenticated: true,
    user: { name: 'Noor', email: 'noor@example.ae', role },
    token: null,
    expiresAt,
  } satisfies Session;
}

describe('canEnterDashboard', () => {
  it('lets in a signed-in admin whose session has not expired', () => {
    expect(canEnterDashboard(sessionWith('admin'), NOW)).toBe(true);
  });

  it('refuses a customer, a session without a role, and a signed-out one', () => {
    expect(canEnterDashboard(sessionWith('user'), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith(undefined), NOW)).toBe(false);
    expect(canEnterDashboard({ ...sessionWith('admin'), isAuthenticated: false }, NOW)).toBe(false);
  });

  it('refuses a session that has expired or says nothing about expiry', () => {
    expect(canEnterDashboard(sessionWith('admin', new Date(NOW - 1).toISOString()), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith('admin', new Date(NOW).toISOString()), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith('admin', null), NOW)).toBe(false);
    expect(canEnterDashboard(sessionWith('admin', 'not a date'), NOW)).toBe(false);
  });
});

describe('the staff roles at the dashboard', () => {
  it('gives admin and reception the tabs and a therapist their own day', () => {
    expect(dashboardHome(sessionWith('admin'), NOW)).toBe('/dashboard');
    expect(dashboardHome(sessionWith('reception'), NOW)).toBe('/dashboard');
    expect(dashboardHome(sessionWith('therapist'), NOW)).toBe('/dashboard/my-day');
    expect(dashboardHome(sessionWith('therapist', null), NOW)).toBeNull();
  });

  it('keeps a therapist on My day and the others off it', () => {
    expect(dashboardRedirect('/dashboard/my-day', '/dashboard')).toBe('/dashboard/my-day');
    expect(dashboardRedirect('/dashboard/my-day', '/dashboard/users/u1')).toBe('/dashboard/my-day');
    expect(dashboardRedirect('/dashboard/my-day', '/dashboard/my-day')).toBeNull();
    expect(dashboardRedirect('/dashboard', '/dashboard/my-day')).toBe('/dashboard');
    expect(dashboardRedirect('/dashboard', '/dashboard/orders/o1')).toBeNull();
  });
});
