/** What /login finds in its query string after the server's Google callback (spec §4, §7). */
export type GoogleReturn = { kind: 'none' } | { kind: 'failed' } | { kind: 'code'; code: string };

/**
 * The server's callback hands over a short-lived, single-use code, never a session: the page exchanges it
 * with a POST that only the browser which started the sign-in can make (docs/decisions.md). A `token` or
 * `user` in the address, as older versions sent, is ignored: anyone could link to such an address.
 */
export function parseGoogleReturn(params: URLSearchParams): GoogleReturn {
  if (params.has('error')) return { kind: 'failed' };
  const code = params.get('code')?.trim();
  return code ? { kind: 'code', code } : { kind: 'none' };
}
