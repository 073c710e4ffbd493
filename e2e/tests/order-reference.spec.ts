import { bookingRef } from '../../packages/shared/src/booking-ids';
import { newAccount, registerAccount } from '../support/accounts';
import { appointmentCard, serviceIdByName } from '../support/booking';
import { signInAsAdmin } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { waitForMailedLink, waitForMailWith } from '../support/mail';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect, type Locator, test, waitForAppOnNavigation } from '../support/test';

// Issue 27, finding 5: one order had two references (`#8c6ba9a2` on My Appointments, `#6BA9A2` in the mail and on
// the dashboard), and on the Arabic site the reference was drawn `4908200e#`. Now one reference, the same on
// My Appointments, in the mail and on the dashboard's order page, drawn '#' first in both
// directions of text.

const BROW = 'Brow Lamination & Tint';
const BROW_AR = 'فرد الحواجب وصبغها';

/** Books one of the service's offered slots for the signed-in customer; a slot taken meanwhile is replaced. */
async function bookOne(request: APIRequestContext, serviceId: string): Promise<string> {
  const detail = (await (await request.get(`/api/services/${serviceId}`)).json()) as {
    appointments: { _id: string }[];
  };
  const slots = detail.appointments.sort(() => Math.random() - 0.5);
  for (const slot of slots.slice(0, 5)) {
    const answer = await request.post('/api/orders', { data: { orderItems: [{ AppointmentId: slot._id }] } });
    if (answer.status() === 201) return ((await answer.json()) as { _id: string })._id;
    expect(answer.status(), await answer.text()).toBe(409);
  }
  throw new Error(`no slot of ${serviceId} could be booked`);
}

/**
 * The reference as it is drawn: the '#' to the left of the reference's last character, on one line. The text
 * may be split over several nodes (the '#' and the code), so the offsets are mapped onto them.
 */
async function expectDrawnLeftToRight(locator: Locator, reference: string): Promise<void> {
  const drawn = await locator.evaluate((element, wanted) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent ?? '';
    }
    const at = text.indexOf(wanted);
    if (at < 0) return { text };
    const boxOf = (offset: number) => {
      let found = nodes[0];
      for (const entry of nodes) if (entry.start <= offset && entry.node.length > 0) found = entry;
      const range = document.createRange();
      range.setStart(found!.node, offset - found!.start);
      range.setEnd(found!.node, offset - found!.start + 1);
      return range.getBoundingClientRect();
    };
    const hash = boxOf(at);
    const last = boxOf(at + wanted.length - 1);
    return { text, hash: hash.left, last: last.left, oneLine: Math.abs(hash.top - last.top) < 2 };
  }, reference);
  expect(drawn.text, 'the reference is shown').toContain(reference);
  expect(drawn.oneLine, `${reference} on one line`).toBe(true);
  expect(drawn.hash ?? 0, `the '#' of ${reference} is drawn first, on its left`).toBeLessThan(drawn.last ?? 0);
}

test('one order, one reference: My Appointments, the mail and the dashboard, drawn # first in both languages', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const customer = newAccount('reference');
  await registerAccount(request, customer);
  await page.goto(await waitForMailedLink(customer.email, baseURL ?? '', '/verify-email'));
  await signInForReal(page, customer.email, customer.password);
  const orderId = await bookOne(page.request, await serviceIdByName(request, BROW));
  const reference = bookingRef(orderId);
  expect(reference, 'the reference: # and 8 characters in upper case').toMatch(/^#[0-9A-F]{8}$/);

  // My Appointments, in English and in Arabic.
  for (const [lang, service] of [
    ['en', BROW],
    ['ar', BROW_AR],
  ] as const) {
    await page.goto(`/orders?lang=${lang}`);
    const card = appointmentCard(page, service);
    await expect(card).toContainText(reference);
    await expectDrawnLeftToRight(card, reference);
  }

  // The confirmation mail.
  await waitForMailWith(customer.email, reference);

  // The order's page on the dashboard, in both languages, at a laptop's size.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  desk.on('page', waitForAppOnNavigation);
  const admin = await desk.newPage();
  try {
    await signInAsAdmin(admin);
    for (const lang of ['en', 'ar']) {
      await admin.goto(`/dashboard/orders/${orderId}?lang=${lang}`);
      const heading = admin.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(reference, { timeout: DASHBOARD_FIRST_LOAD_MS });
      await expectDrawnLeftToRight(heading, reference);
    }
  } finally {
    await desk.close();
  }
});
