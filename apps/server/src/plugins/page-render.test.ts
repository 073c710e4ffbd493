import { createCategory, createService } from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PageRenderer, type RenderedPage } from './page-render';

/**
 * A stand-in for the web app's server entry (apps/web/src/entry-server.tsx, covered by the browser tests):
 * it renders the services list from what `read` answers and counts its renders.
 */
function fakeWebEntry() {
  const renders: string[] = [];
  let hold: Promise<void> | undefined;
  return {
    renders,
    /** Keeps the next render from finishing until the returned function is called. */
    holdNextRender() {
      let release = () => {};
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    isPrerenderedPage: (pathname: string) => pathname === '/services' || pathname === '/broken',
    async renderPage(pathname: string, read: (apiPath: string) => Promise<unknown>): Promise<RenderedPage | undefined> {
      if (pathname === '/broken') throw new Error('a component threw');
      renders.push(pathname);
      const services = (await read('/services')) as { name: string }[];
      const hours = (await read('/salon-hours')) as { week: { open: boolean }[] };
      const waiting = hold;
      hold = undefined;
      await waiting;
      const names = services.map((service) => service.name).join(', ');
      return { html: `<p>${names}</p><p>${hours.week.filter((day) => day.open).length} days</p>`, seed: { services } };
    },
  };
}

describe.each(databaseKinds)('public pages rendered on the server, on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('renders from the API, keeps the page until the catalog or the hours change, and renders again then', async () => {
    const web = fakeWebEntry();
    const renderer = new PageRenderer(ctx.app, web);
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });

    expect((await renderer.render('/services'))?.html).toContain('<p>Blow-Dry</p>');
    expect((await renderer.render('/services'))?.html).toContain('<p>Blow-Dry</p>');
    expect(web.renders).toHaveLength(1);

    // A change made behind the server's back (psql, another process) reaches it through the database.
    await ctx.database.db.execute(sql`update services set name = 'Silk Blow-Dry'`);
    await expect
      .poll(async () => (await renderer.render('/services'))?.html, { timeout: 5_000 })
      .toContain('Silk Blow-Dry');

    // The hours are read on every request: a new week shows at once.
    const week = (await ctx.app.inject({ url: '/api/salon-hours' })).json().week;
    const before = (await renderer.render('/services'))?.html;
    const closedOnSunday = week.map((day: { weekday: number }) => (day.weekday === 0 ? { ...day, open: false } : day));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/salon-hours',
      headers,
      payload: { week: closedOnSunday },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await renderer.render('/services'))?.html;
    expect(after).not.toBe(before);
    expect(after).toMatch(/<p>\d days<\/p>/);
  });

  it('does not keep a page whose render began before a change, and answers nothing for pages it does not render', async () => {
    const web = fakeWebEntry();
    const renderer = new PageRenderer(ctx.app, web);
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id, { name: 'Manicure' });

    const release = web.holdNextRender();
    const stale = renderer.render('/services');
    await expect.poll(() => web.renders.length).toBe(1);
    await createService(ctx.app, headers, category._id, { name: 'Pedicure' });
    release();
    expect((await stale)?.html).not.toContain('Pedicure');
    expect((await renderer.render('/services'))?.html).toContain('Pedicure');
    expect(web.renders).toHaveLength(2);

    expect(await renderer.render('/orders')).toBeUndefined();
    expect(await renderer.render('/broken')).toBeUndefined();
  });

  it("renders each language with its own entry from the API's answers in that language, and keeps each apart", async () => {
    const english = fakeWebEntry();
    const arabic = fakeWebEntry();
    const renderer = new PageRenderer(ctx.app, { en: english, ar: arabic });
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id, { name: 'Threading' });
    const inject = vi.spyOn(ctx.app, 'inject');
    try {
      expect((await renderer.render('/services', 'ar'))?.html).toContain('Threading');
      expect(arabic.renders).toEqual(['/services']);
      expect(english.renders).toEqual([]);
      // Every read the Arabic page made asked for Arabic, as the Arabic app in the browser does.
      const cookies = inject.mock.calls.map(
        (call) => ((call as unknown[])[0] as { headers?: Record<string, string> }).headers,
      );
      expect(cookies.length).toBeGreaterThanOrEqual(2);
      for (const sent of cookies) expect(sent?.cookie).toBe('salon_lang=ar');

      await renderer.render('/services', 'en');
      await renderer.render('/services', 'en');
      await renderer.render('/services', 'ar');
      expect(english.renders).toEqual(['/services']);
      expect(arabic.renders).toEqual(['/services']);
    } finally {
      inject.mockRestore();
    }
    // A language without a server build renders nothing.
    expect(await new PageRenderer(ctx.app, { en: english }).render('/services', 'ar')).toBeUndefined();
  });
});
