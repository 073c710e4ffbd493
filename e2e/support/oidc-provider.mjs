/**
 * A local OpenID Connect provider standing in for Google in the e2e run, started by playwright.config.ts
 * as the first web server. It is oauth2-mock-server (discovery, authorize, token, JWKS) with one RS256 key,
 * listening on 127.0.0.1:E2E_OIDC_PORT, plus a control endpoint through which a test chooses who signs in:
 *
 *   POST /__identity  {"sub": "...", "email": "...", "email_verified": true, "name": "..."}
 *
 * answers with a cookie naming that identity. The browser context that made the call (context.request
 * shares the context's cookies) sends the cookie to /authorize; the code handed out there is tied to the
 * identity, and the ID token the app server later gets for that code carries its claims. Identities are
 * kept per browser context, so tests running in parallel never sign in as each other. A sign-in without
 * the cookie gets the mock's default subject ('johndoe', no e-mail).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

const IDENTITY_COOKIE = 'e2e_oidc_identity';
const CLAIMS = ['sub', 'email', 'email_verified', 'name'];

const port = Number(process.env.E2E_OIDC_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('oidc-provider: E2E_OIDC_PORT must be the port to listen on');
  process.exit(1);
}

const issuer = new OAuth2Issuer();
// Set before serving: the mock would otherwise call itself http://localhost:<port>, and the app server
// checks that the discovery document names exactly the GOOGLE_ISSUER it was given.
issuer.url = `http://127.0.0.1:${port}`;
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

/** Identity key (from the cookie) → claims; authorization code → claims. */
const identities = new Map();
const claimsByCode = new Map();

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const claims = identities.get(cookieValue(req.headers.cookie, IDENTITY_COOKIE));
  const code = url.searchParams.get('code');
  if (claims && code) claimsByCode.set(code, claims);
});

// Fired for the access token and again for the ID token of one token request.
service.on('beforeTokenSigning', (token, req) => {
  const claims = claimsByCode.get(req.body?.code);
  if (claims) Object.assign(token.payload, claims);
});

service.on('beforeResponse', (_response, req) => {
  claimsByCode.delete(req.body?.code);
});

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function chooseIdentity(req, res) {
  let input;
  try {
    input = JSON.parse(await readBody(req));
  } catch {
    return reply(res, 400, { error: 'the body must be JSON' });
  }
  if (typeof input !== 'object' || input === null || typeof input.sub !== 'string' || !input.sub) {
    return reply(res, 400, { error: 'sub is required' });
  }
  const claims = Object.fromEntries(CLAIMS.filter((claim) => claim in input).map((claim) => [claim, input[claim]]));
  const key = randomUUID();
  identities.set(key, claims);
  reply(res, 200, { key, claims }, { 'set-cookie': `${IDENTITY_COOKIE}=${key}; Path=/; HttpOnly; SameSite=Lax` });
}

const server = createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/__identity') {
    chooseIdentity(req, res).catch((error) => reply(res, 500, { error: String(error) }));
    return;
  }
  service.requestHandler(req, res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`oidc-provider: issuer ${issuer.url}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
