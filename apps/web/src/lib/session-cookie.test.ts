import { MESSAGES } from '@salon/shared';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '@/test/jwt-fixture';
import { readSessionCookie, saveSessionCookie } from './session-cookie';
import { SIGNED_OUT } from './session-model';
import { STORAGE_KEYS } from './ui-constants';

const COOKIE = STORAGE_KEYS.authCookie;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

function writeRawCookie(value: string) {
  Cookies.set(COOKIE, value);
}

describe('session cookie', () => {
  afterEach(() => {
    Cookies.remove(COOKIE);
    vi.restoreAllMocks();
  });

  it('is signed out without a cookie', () => {
    expect(readSessionCookie()).toEqual(SIGNED_OUT);
  });

  it('takes the role from the token when the user has none', () => {
    const token = fakeJwt({ sub: 'u1', role: 'admin', name: 'Noor Al Habtoor' });
    writeRawCookie(
      JSON.stringify({
        isAuthenticated: true,
        user: { name: 'Noor', email: 'noor@example.ae', isCompleted: true },
        token,
        expiresAt: inAWeek(),
      }),
    );
    const session = readSessionCookie();
    expect(session.isAuthenticated).toBe(true);
    expect(session.user?.role).toBe('admin');
    expect(session.token).toBe(token);
  });

  it('keeps the role the user object already has', () => {
    writeRawCookie(
      JSON.stringify({
        isAuthenticated: true,
        user: { name: 'Sara', email: 'sara@example.ae', role: 'user' },
        token: fakeJwt({ role: 'admin' }),
        expiresAt: inAWeek(),
      }),
    );
    expect(readSessionCookie().user?.role).toBe('user');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '"just a string"'],
    ['a user that is not an object', JSON.stringify({ isAuthenticated: true, user: 42, token: 't' })],
  ])('removes a corrupt cookie (%s) and logs the spec message', (_label, raw) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeRawCookie(raw);
    expect(readSessionCookie()).toEqual(SIGNED_OUT);
    expect(log).toHaveBeenCalledWith(MESSAGES.session.parseFailed);
    expect(Cookies.get(COOKIE)).toBeUndefined();
  });

  it('is signed in without a token (the session is the server’s HttpOnly cookie), but not without a user', () => {
    writeRawCookie(JSON.stringify({ isAuthenticated: true, user: { name: 'A', email: 'a@b.ae' }, token: null }));
    expect(readSessionCookie().isAuthenticated).toBe(true);
    writeRawCookie(JSON.stringify({ isAuthenticated: true, user: null, token: null }));
    expect(readSessionCookie().isAuthenticated).toBe(false);
  });

  it('drops a session whose expiry has passed', () => {
    writeRawCookie(
      JSON.stringify({
        isAuthenticated: true,
        user: { name: 'A', email: 'a@b.ae', role: 'user' },
        token: fakeJwt({ role: 'user' }),
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(readSessionCookie()).toEqual(SIGNED_OUT);
    expect(Cookies.get(COOKIE)).toBeUndefined();
  });

  it('saves a session that reads back the same', () => {
    const session = {
      isAuthenticated: true,
      user: {
        name: 'Layla',
        email: 'layla@example.ae',
        role: 'user',
        isCompleted: true,
        phone: '0501234567',
        emailVerified: false,
      },
      token: null,
      expiresAt: inAWeek(),
    };
    expect(saveSessionCookie(session)).toBe(true);
    expect(readSessionCookie()).toEqual(session);
  });
});
