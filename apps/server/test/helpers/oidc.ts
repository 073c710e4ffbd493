import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID Connect provider standing in for Google: discovery, authorize, token and JWKS endpoints,
 * with the identity of the next sign-in chosen by the test.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: Record<string, unknown> = {};
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  return {
    issuer: server.issuer.url!,
    /** The claims the provider puts in the next ID tokens (sub, email, email_verified, name). */
    signInAs(claims: { sub: string; email?: string; email_verified?: boolean; name?: string }) {
      identity = claims;
    },
    close: () => server.stop(),
  };
}
