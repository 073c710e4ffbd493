import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newGoogleIdentity } from '../support/accounts';
import { createCompletedGoogleUser, signInWithGoogle } from '../support/google';
import { SERVER_SESSION_COOKIE, serverSessionCookie } from '../support/session';
import { expectSignedInAs, whoAmI } from '../support/session-checks';
import { expect, test } from '../support/test';

// No effect from another site's form, proved in real Chromium against the built server: SameSite=Lax keeps
// the session cookie off another site's post, and the server's origin check refuses the same site's other
// origins. The rest of the browser's session is in security-sessions.spec.ts.
//
// Throttles shared by the run: none here; the test uses a Google account, which costs no sign-up.

const PHONE = '0551234567';
const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

/**
 * Another site: a page whose form posts itself at once to `?target=`, as a hostile page would. It listens on
 * 127.0.0.1 and is reached as http://localhost:<port> (another site than the app at 127.0.0.1) or as
 * http://127.0.0.1:<port> (the same site, another origin).
 */
async function startHostileSite(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://hostile.invalid').searchParams.get('target') ?? '';
    const action = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Win a free facial</title><form method="post" action="${action}">` +
        '<input name="currentPassword" value="guess"><input name="password" value="Hijacked-2025"></form>' +
        '<script>document.forms[0].submit()</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

test.describe('sessions in the browser', () => {
  test("another site's form posts change nothing: the session still works afterwards", async ({ page, baseURL }) => {
    const identity = newGoogleIdentity('sec-csrf');
    await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);
    await signInWithGoogle(page, identity);
    const before = await serverSessionCookie(page.context());
    expect(before).toBeDefined();

    const { server, port } = await startHostileSite();
    const target = `${baseURL}/api/users/logout-everywhere`;
    try {
      // Another site (localhost is not 127.0.0.1): SameSite=Lax keeps the cookie off its post.
      const crossSite = page.waitForResponse((response) => response.url() === target);
      await page.goto(`http://localhost:${port}/?${new URLSearchParams({ target })}`);
      const refusedCrossSite = await crossSite;
      expect((await refusedCrossSite.request().headerValue('cookie')) ?? '').not.toContain(SERVER_SESSION_COOKIE);
      expect([401, 403]).toContain(refusedCrossSite.status());

      // The same site on another port: the cookie comes along, so the server's origin check must refuse.
      const sameSite = page.waitForResponse((response) => response.url() === target);
      await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams({ target })}`);
      const refusedSameSite = await sameSite;
      expect(await refusedSameSite.request().headerValue('origin')).toBe(`http://127.0.0.1:${port}`);
      expect(refusedSameSite.status()).toBe(403);
      await expect(page.locator('body')).toContainText(CROSS_SITE_REFUSED);

      // And a password change from there is refused the same way, before anything is checked.
      const change = `${baseURL}/api/users/change-password`;
      const changed = page.waitForResponse((response) => response.url() === change);
      await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams({ target: change })}`);
      expect((await changed).status()).toBe(403);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    // Nothing changed: the same cookie, still a live session, and the site still shows the customer.
    expect((await serverSessionCookie(page.context()))?.value).toBe(before!.value);
    expect(await whoAmI(page.context())).toEqual({ status: 200, email: identity.email });
    await page.goto('/');
    await expectSignedInAs(page, identity.email);
  });
});
