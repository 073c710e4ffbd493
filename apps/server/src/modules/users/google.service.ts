import { createHmac, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import { TOKEN_DAYS } from '../../lib/tokens';
import { presentUser } from './users.presenter';
import * as repository from './users.repository';
import { sessionFor, type UsersDeps } from './users.service';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** Short-lived cookie carrying state and PKCE verifier between the two legs of the flow. */
export const FLOW_COOKIE = 'google_oauth_flow';
const FLOW_MINUTES = 10;

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | undefined;

/** The issuer's metadata is fetched once per process; a failed fetch is retried on the next sign-in. */
function configurationFor(settings: GoogleSettings): Promise<oidc.Configuration> {
  if (!discovered || discovered.issuer !== settings.issuer) {
    const insecure = settings.issuer.startsWith('http://');
    const config = oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
      // Only a local test provider is plain http; Google itself is always https.
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    });
    discovered = { issuer: settings.issuer, config };
    config.catch(() => {
      discovered = undefined;
    });
  }
  return discovered.config;
}

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function encodeFlowCookie(secret: string, flow: { state: string; verifier: string }): string {
  const value = Buffer.from(JSON.stringify({ ...flow, exp: Date.now() + FLOW_MINUTES * 60_000 })).toString('base64url');
  return `${value}.${sign(secret, value)}`;
}

export function decodeFlowCookie(
  secret: string,
  cookie: string | undefined,
): { state: string; verifier: string } | undefined {
  const [value, signature] = (cookie ?? '').split('.');
  if (!value || !signature) return undefined;
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return typeof flow.state === 'string' && typeof flow.verifier === 'string' && flow.exp > Date.now()
      ? flow
      : undefined;
  } catch {
    return undefined;
  }
}

export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/users/auth/google/callback`;

export async function startGoogleSignIn(settings: GoogleSettings, publicUrl: string) {
  const config = await configurationFor(settings);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(publicUrl),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'select_account',
  });
  return { url: url.href, flow: { state, verifier } };
}

/**
 * Finishes the flow: the returning Google account signs in; an unknown one with a verified e-mail that
 * already has an account is linked to it; otherwise a new customer is created with isCompleted false,
 * to give a phone number on /complete-profile.
 */
export async function finishGoogleSignIn(
  deps: UsersDeps,
  settings: GoogleSettings,
  currentUrl: URL,
  flow: { state: string; verifier: string },
) {
  const config = await configurationFor(settings);
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('the provider returned no subject');
  const email = typeof claims.email === 'string' ? claims.email : undefined;
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : (email?.split('@')[0] ?? 'Guest');

  let user = await repository.findUserByGoogleSubject(deps.db, claims.sub);
  if (!user && email && claims.email_verified === true) {
    const existing = await repository.findUserByEmail(deps.db, email);
    if (existing) user = await repository.updateUser(deps.db, existing.id, { googleSubject: claims.sub });
  }
  const emailIsFree = email !== undefined && !(await repository.findUserByEmail(deps.db, email));
  user ??= await repository.insertUser(deps.db, {
    name,
    // A placeholder keeps e-mails unique until the customer confirms one on /complete-profile.
    email: emailIsFree ? email : `${claims.sub}@google.invalid`,
    googleSubject: claims.sub,
    role: 'user',
    isCompleted: false,
  });
  user = (await repository.updateUser(deps.db, user.id, { lastLogin: new Date() })) ?? user;
  const session = await sessionFor(deps, user, TOKEN_DAYS.google);
  return { ...session, user: presentUser(user) };
}
