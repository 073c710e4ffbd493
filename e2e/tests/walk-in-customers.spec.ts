import type { TService } from '../../packages/shared/src/schemas/catalog';
import type { TOrder } from '../../packages/shared/src/schemas/orders';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, uniqueTag } from '../support/accounts';
import { salonDayFrom } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { type APIRequestContext, expect, test } from '../support/test';

/** A staff order for a walk-in, on a slot drafted with it in the last open hour, which other specs leave alone. */
async function walkInOrder(
  request: APIRequestContext,
  token: string,
  user: { name: string; phone: string },
  day: string,
): Promise<TOrder> {
  const [service] = (await (await request.get('/api/services')).json()) as TService[];
  const [therapist] = (await (await request.get('/api/therapists')).json()) as { _id: string }[];
  const response = await request.post('/api/orders/anonymous', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      status: 'pending',
      user,
      orderItems: [
        {
          draft: {
            serviceId: service!._id,
            therapistId: therapist!._id,
            starttime: `${day}T19:15:00+04:00`,
            duration: 30,
          },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TOrder;
}

test.describe('Walk-in customers', () => {
  test.setTimeout(90_000);

  test('a walk-in becomes a customer found again by phone, and the staff note shows on the order', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const tag = uniqueTag();
    const digits = String(Number.parseInt(tag.slice(0, 7), 16) % 10_000_000).padStart(7, '0');
    const first = await walkInOrder(
      request,
      token,
      { name: `Walk-in ${tag}`, phone: `+971 55 ${digits}` },
      salonDayFrom(23),
    );
    const second = await walkInOrder(
      request,
      token,
      { name: `Walk-in ${tag}`, phone: `97155${digits}` },
      salonDayFrom(25),
    );
    expect(first.user._id).toBeTruthy();
    expect(second.user._id).toBe(first.user._id);

    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/dashboard/users/${first.user._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Walk-in ${tag}` })).toBeVisible();
    const note = page.getByRole('textbox', { name: /Note \(allergies, preferences\)/ });
    await note.fill('Allergic to latex; prefers a quiet room');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await expect(page.getByText('Note saved').first()).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/dashboard/orders/${second._id}`);
    await expect(page.getByText('Allergic to latex; prefers a quiet room')).toBeVisible();
    await expectAccessible(page);
  });
});
