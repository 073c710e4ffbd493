import { randomBytes } from 'node:crypto';
import type { TAuthResponse } from '@salon/shared';
import * as oidc from 'openid-client';
import { AppError } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { sha256 } from '@/lib/tokens';
import * as tokens from '../sessions/account-tokens.repository';
import { endSessionsOf } from '../sessions/sessions.service';
import { sessionFor } from '../sessions/sign-in.service';
import { TOKEN_LIFETIMES } from '../sessions/token-lifetimes';
import { claimWalkInsOf } from '../staff/walk-in-customers';
import { newAccountToken, type UsersDeps } from '../users.deps';
import { presentUser } from '../users.presenter';
import * as repository from '../users.repository';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface GoogleFlow {
  state: string;
  verifier: string;
  /** Names this browser: the code made at the callback works only with the cookie that holds it. */
  nonce: string;
}

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
  return { url: url.href, flow: { state, verifier, nonce: randomBytes(24).toString('base64url') } };
}

/**
 * Finishes Google's leg: the returning Google account is found; an unknown one whose e-mail Google has
 * verified is linked to the customer account with that e-mail when that account's owner has verified it too
 * (never to an admin's, which signs in with its password). An
 * account whose e-mail nobody verified may have been registered by someone else in the owner's name (a
 * pre-hijack): the Google account takes it over, its password is removed and its sessions and links end.
 * Otherwise a new customer is made with isCompleted false, to give a phone number on /complete-profile; an
 * e-mail Google has not verified never becomes the account's. Returns the user to sign in.
 */
export async function finishGoogleSignIn(
  deps: UsersDeps,
  settings: GoogleSettings,
  currentUrl: URL,
  flow: GoogleFlow,
): Promise<repository.UserRow> {
  const config = await configurationFor(settings);
  const grant = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    idTokenExpected: true,
  });
  const claims = grant.claims();
  if (!claims?.sub) throw new Error('the provider returned no subject');
  const verifiedEmail =
    typeof claims.email === 'string' && claims.email_verified === true ? claims.email.trim() : undefined;
  const name =
    typeof claims.name === 'string' && claims.name.trim()
      ? claims.name.trim().slice(0, 100)
      : (verifiedEmail?.split('@')[0] ?? 'Guest');
  const subject = claims.sub;

  return deps.db.transaction(async (tx) => {
    let user = await repository.findUserByGoogleSubject(tx, subject);
    if (!user && verifiedEmail) {
      const existing = await repository.findUserByEmail(tx, verifiedEmail);
      // Staff accounts open with their password only: promotion unlinked Google, and nothing links it again.
      if (existing && existing.role !== 'user') throw new Error('Google sign-in is not linked to staff accounts');
      if (existing?.emailVerifiedAt) {
        user = await repository.updateUser(tx, existing.id, { googleSubject: subject });
      } else if (existing) {
        user = await repository.updateUser(tx, existing.id, {
          googleSubject: subject,
          passwordHash: null,
          emailVerifiedAt: new Date(),
        });
        await endSessionsOf(tx, existing.id);
        await tokens.expireAccountTokens(tx, existing.id, ['reset-password', 'verify-email', 'complete-profile']);
        await claimWalkInsOf(tx, existing.id, verifiedEmail);
      }
    }
    if (!user) {
      user = await repository.insertUser(tx, {
        name,
        // A placeholder keeps e-mails unique until the customer gives one on /complete-profile.
        email: verifiedEmail ?? `${subject}@google.invalid`,
        emailVerifiedAt: verifiedEmail ? new Date() : null,
        googleSubject: subject,
        role: 'user',
        isCompleted: false,
        locale: deps.locale ?? 'en',
      });
      if (verifiedEmail) await claimWalkInsOf(tx, user.id, verifiedEmail);
    }
    return (await repository.updateUser(tx, user.id, { lastLogin: new Date() })) ?? user;
  });
}

/** The callback's hand-over: a single-use code, only for the browser whose flow cookie holds `nonce`. */
export async function issueSignInCode(deps: UsersDeps, userId: string, flow: GoogleFlow): Promise<string> {
  const { token, hash } = newAccountToken();
  await tokens.insertAccountToken(deps.db, {
    purpose: 'google-code',
    userId,
    tokenHash: hash,
    browserBinding: sha256(flow.nonce),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIMES.googleCodeSeconds * 1000),
  });
  return token;
}

/**
 * The web app's POST of the code: a finished profile gets a session; an unfinished one gets the temporary
 * credential that only /complete-profile accepts (spec §4 keeps it in browser storage as temp_token).
 */
export async function exchangeSignInCode(
  deps: UsersDeps,
  code: string,
  flow: GoogleFlow | undefined,
): Promise<{ auth: TAuthResponse; signedIn: boolean }> {
  const used = flow && (await tokens.consumeAccountToken(deps.db, 'google-code', sha256(code), sha256(flow.nonce)));
  const user = used && (await repository.findUserById(deps.db, used.userId));
  if (!user) throw new AppError('VALIDATION', message(SHARED.auth, 'googleCodeInvalid'));
  if (user.isCompleted)
    return { auth: await sessionFor(deps, user, TOKEN_LIFETIMES.sessionDays.google), signedIn: true };
  const { token, hash } = newAccountToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIMES.profileLinkHours * 3600_000);
  await tokens.insertAccountToken(deps.db, {
    purpose: 'complete-profile',
    userId: user.id,
    tokenHash: hash,
    expiresAt,
  });
  return { auth: { token, user: presentUser(user), expiresAt: expiresAt.toISOString() }, signedIn: false };
}

/** Once the profile is finished the credential is spent: from then on the customer has a real session. */
export async function spendProfileCredential(deps: UsersDeps, token: string): Promise<void> {
  await tokens.consumeAccountToken(deps.db, 'complete-profile', sha256(token));
}
