import { openHalfHours, runTag, signInAsAdmin } from '../support/catalog';
import { expect, test } from '../support/test';

// Issue 13: the Orders tab pages on the server and keeps its place in the URL. The admin narrows the list
// to one status, turns to page 2 and reloads: the filter and the page are still there.

/** More than a page of 50 with the status the walk filters on, and one that the filter leaves out. */
const PENDING_ORDERS = 51;

test.describe('dashboard paging', () => {
  test('Orders tab: filter by status, page 2, and a reload keeps both', async ({ page, request }) => {
    test.slow();
    const token = await signInAsAdmin(page);
    const auth = { authorization: `Bearer ${token}` };
    const tag = `Paging ${runTag()}`;

    // A therapist of its own, so these appointments never meet another spec's.
    const therapistResponse = await request.post('/api/therapists', {
      headers: auth,
      data: { name: `${tag} Therapist`, bio: 'Paging walk' },
    });
    expect(therapistResponse.status(), await therapistResponse.text()).toBe(201);
    const therapist = (await therapistResponse.json()) as { _id: string };
    const [service] = (await (await request.get('/api/services')).json()) as { _id: string }[];

    const starts = openHalfHours(PENDING_ORDERS + 1, 30);
    const orderIds: string[] = [];
    for (let i = 0; i <= PENDING_ORDERS; i++) {
      const response = await request.post('/api/orders/anonymos', {
        headers: auth,
        data: {
          status: 'pending',
          user: { name: `${tag} Customer`, phone: '0501234567' },
          orderItems: [
            {
              draft: {
                serviceId: service!._id,
                therapistId: therapist._id,
                starttime: starts[i],
                duration: 30,
              },
            },
          ],
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      orderIds.push(((await response.json()) as { _id: string })._id);
    }
    const completed = await request.patch(`/api/orders/${orderIds[0]}/status`, {
      headers: auth,
      data: { status: 'completed' },
    });
    expect(completed.status(), await completed.text()).toBe(200);

    await page.goto('/dashboard?tab=orders');
    await page.getByLabel('Search orders').fill(tag);
    // The search reaches the URL once typing rests.
    await expect(page).toHaveURL(/[?&]q=Paging/);
    const pages = page.getByRole('navigation', { name: 'Orders pages' });
    await expect(page.getByText(`Showing 1–50 of ${PENDING_ORDERS + 1} orders`)).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(page.getByText(`Showing 1–50 of ${PENDING_ORDERS} orders`)).toBeVisible();
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Showing 51–${PENDING_ORDERS} of ${PENDING_ORDERS} orders`)).toBeVisible();
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(1 + PENDING_ORDERS - 50);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search orders')).toHaveValue(tag);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('pending');
    await expect(page.getByText(`Showing 51–${PENDING_ORDERS} of ${PENDING_ORDERS} orders`)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('row')).toHaveCount(1 + PENDING_ORDERS - 50);

    // Back to page 1 of the same filter.
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`Showing 1–50 of ${PENDING_ORDERS} orders`)).toBeVisible();
  });
});
