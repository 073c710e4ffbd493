import { signInAsAdmin } from '../support/catalog';
import { expect, test } from '../support/test';

// The server's Content Security Policy (no inline script, nothing from elsewhere, no framing) is only worth
// having if the built app runs under it. Chromium reports every refusal as a `securitypolicyviolation` event.

const PAGES = ['/', '/about', '/services', '/login', '/signup', '/dashboard?tab=orders', '/dashboard?tab=problems'];

test('every kind of page runs under the Content Security Policy without a single refusal', async ({
  page,
  request,
}) => {
  const refusals: string[] = [];
  await page.exposeFunction('reportCspRefusal', (text: string) => refusals.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod 4 probes once whether it may compile validators (`Function('')` in a try) and falls back when
      // refused: the one refusal that changes nothing.
      if (event.blockedURI === 'eval') return;
      (window as unknown as { reportCspRefusal(text: string): void }).reportCspRefusal(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline code'} on ${location.pathname}`,
      );
    });
  });
  // Signed in as the admin, so that the dashboard's pages render too.
  await signInAsAdmin(page);
  const services = (await (await request.get('/api/services')).json()) as { _id: string }[];
  expect(services.length).toBeGreaterThan(0);

  for (const path of [...PAGES, `/services/${services[0]!._id}`]) {
    const response = await page.goto(path);
    const csp = (await response!.allHeaders())['content-security-policy'];
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root'), path).not.toBeEmpty();
  }
  expect(refusals).toEqual([]);
});
