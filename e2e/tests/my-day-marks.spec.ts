import { createRequire } from 'node:module';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, STRONG_PASSWORD } from '../support/accounts';
import { openAroundTheClock, test } from '../support/all-day-salon';
import { runTag } from '../support/catalog';
import { waitForMailedLink } from '../support/mail';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect } from '../support/test';

// Issue 27, finding 4: a therapist's My day shows what was marked (the pressed button and a badge, after a
// reload too), offers no mark on an appointment that has not started, and says the server's own words when it
// refuses one. In English and Arabic, on a phone and a laptop, on the around-the-clock salon (the appointment
// must start while the test waits).
test.describe.configure({ mode: 'default' });

const catalogue = (lang: string, file: string) =>
  createRequire(import.meta.url)(`../../apps/${file}/i18n/${lang}.json`) as Record<string, string>;

/** How far ahead the appointment starts: time to set it all up, then it has started when the page opens. */
const START_AHEAD_MS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function send(request: APIRequestContext, method: 'post' | 'patch', url: string, token: string, data: object) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request[method](url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** A therapist of its own with a booking starting shortly and one tomorrow, and their account. */
async function therapistWithTwoBookings(request: APIRequestContext, admin: string, baseURL: string, dataDir: string) {
  const tag = runTag();
  const [service] = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const therapist = await send(request, 'post', '/api/therapists', admin, {
    name: `Salma Marks ${tag}`,
    bio: 'Facials',
  });
  const book = async (starttime: Date, customer: string) => {
    const slot = await send(request, 'post', `/api/therapists/${therapist._id}/appointments`, admin, {
      serviceId: service!._id,
      starttime: starttime.toISOString(),
      duration: 30,
    });
    const order = await send(request, 'post', '/api/orders/anonymous', admin, {
      user: { name: customer, phone: '0501234567' },
      orderItems: [{ AppointmentId: slot._id }],
    });
    return { orderId: order._id as string, starttime: slot.starttime as string, customer };
  };
  const now = await book(new Date(Date.now() + START_AHEAD_MS), `Started Guest ${tag}`);
  const later = await book(new Date(Date.now() + DAY_MS), `Tomorrow Guest ${tag}`);

  const staff = newAccount('my-day-marks');
  await send(request, 'post', '/api/users/invitations', admin, {
    name: staff.name,
    email: staff.email,
    role: 'therapist',
    therapistId: therapist._id,
  });
  const link = new URL(await waitForMailedLink(staff.email, baseURL, '/reset-password', dataDir));
  await send(request, 'post', '/api/users/reset-password', '', {
    token: link.searchParams.get('token'),
    password: STRONG_PASSWORD,
  });
  return { staff, now, later };
}

for (const lang of ['en', 'ar'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test.describe(`${lang} at ${viewport.width}px`, () => {
      test.use({ viewport });

      test('My day shows the mark, offers none before the start and says why a mark is refused', async ({
        page,
        request,
        allDaySalon,
      }) => {
        test.slow();
        const t = catalogue(lang, 'web/src/features/overview');
        const serverSays = catalogue(lang, 'server/src/modules/orders/shared/errors');
        const admin = await openAroundTheClock(request);
        const { staff, now, later } = await therapistWithTwoBookings(
          request,
          admin,
          allDaySalon.baseURL,
          allDaySalon.dataDir,
        );
        await signInForReal(page, staff.email, STRONG_PASSWORD);
        await page.waitForTimeout(Math.max(0, Date.parse(now.starttime) - Date.now() + 1000));

        await page.goto(`/dashboard/my-day?lang=${lang}`);
        // The heading reads the count too: 'My day (2)'.
        await expect(page.getByRole('heading', { name: new RegExp(`^${t.myDayTitle}`) })).toBeVisible();
        await page.getByRole('button', { name: t.myDayWeek, exact: true }).click();
        const started = page.getByRole('listitem').filter({ hasText: now.customer });
        const tomorrow = page.getByRole('listitem').filter({ hasText: later.customer });
        await expect(started).toBeVisible();
        await expect(tomorrow).toBeVisible();

        // Not started: no mark on offer, and the card says when it opens.
        await expect(tomorrow.getByRole('button')).toHaveCount(0);
        await expect(tomorrow).toContainText(t.myDayNotStarted!);

        // Done: pressed, with its badge, and still so after a reload (the server's record, not the click's).
        const done = started.getByRole('button', { name: new RegExp(`^${t.myDayDone}`) });
        const noShow = started.getByRole('button', { name: new RegExp(`^${t.myDayNoShow}`) });
        await expect(done).toHaveAttribute('aria-pressed', 'false');
        await done.click();
        await expect(done).toHaveAttribute('aria-pressed', 'true');
        await expect(noShow).toHaveAttribute('aria-pressed', 'false');
        await expect(started.getByRole('status')).toHaveText(t.myDayOutcomeDone!);
        await page.reload();
        await page.getByRole('button', { name: t.myDayWeek, exact: true }).click();
        await expect(done).toHaveAttribute('aria-pressed', 'true');
        await expect(started.getByRole('status')).toHaveText(t.myDayOutcomeDone!);
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);

        // The desk cancels the order meanwhile: the refusal is the server's reason, not "try again".
        await send(request, 'patch', `/api/orders/${now.orderId}/status`, admin, { status: 'cancelled' });
        await noShow.click();
        await expect(started.getByRole('alert')).toHaveText(serverSays.outcomeOfCancelled!);
        await expect(page.getByText(t.myDayMarkFailed!)).toHaveCount(0);
      });
    });
  }
}
