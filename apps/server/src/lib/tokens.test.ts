import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken, verifyToken } from './tokens';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const claims = {
  userId: '6f1c1b8e-8d5e-4a53-9a55-0d6c1f9f0e11',
  role: 'user' as const,
  sessionId: '0b0f4a52-3a43-4c43-8f3f-7d2b1c6a9e10',
};
const inADay = () => new Date(Date.now() + 24 * 3600_000);

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token verified before without trusting it beyond its secret or its expiry', async () => {
    const expiresAt = inADay();
    const token = await issueToken(SECRET, claims, expiresAt);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    expect(await verifyToken('another-secret-that-is-at-least-32-characters', token)).toBeUndefined();
    vi.useFakeTimers({ now: expiresAt.getTime() + 1_000 });
    expect(await verifyToken(SECRET, token)).toBeUndefined();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const token = await issueToken(SECRET, claims, inADay());
    expect(await verifyToken(SECRET, token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await verifyToken(SECRET, `${header}.${admin}.${signature}`)).toBeUndefined();
  });
});
