import type { smallSalon } from '@test/helpers/orders';
import type { TestContext } from '@test/helpers/test-app';
import { appointments, orderItems, orders } from '@/db/schema';

export type Salon = Awaited<ReturnType<typeof smallSalon>>;
type Status = 'pending' | 'processing' | 'completed' | 'cancelled';

/**
 * What the dashboard-list tests share, bound to their file's app: both test files of the lists seed orders
 * the same way, so a change to how history is written lands in one place.
 */
export function ordersListFixtures(ctx: TestContext) {
  const db = () => ctx.database.db;

  /**
   * An order written straight into the database, as a year of history would be: its slots (reserved unless
   * the order is cancelled, as the booking paths leave them) and its items, at the given instants (UTC).
   */
  async function seedOrder(input: {
    name: string;
    phone?: string | null;
    email?: string | null;
    userId?: string | null;
    status?: Status;
    date: string;
    createdAt?: string;
    items: { therapistId: string; serviceId: string; start: string; price: number; minutes?: number }[];
  }) {
    const status = input.status ?? 'pending';
    const [order] = await db()
      .insert(orders)
      .values({
        userId: input.userId ?? null,
        customerName: input.name,
        customerPhone: input.phone ?? null,
        customerEmail: input.email ?? null,
        status,
        date: new Date(input.date),
        createdAt: new Date(input.createdAt ?? input.date),
      })
      .returning({ id: orders.id });
    const itemIds: string[] = [];
    for (const item of input.items) {
      const start = new Date(item.start);
      const minutes = item.minutes ?? 60;
      const [slot] = await db()
        .insert(appointments)
        .values({
          serviceId: item.serviceId,
          therapistId: item.therapistId,
          starttime: start,
          endtime: new Date(start.getTime() + minutes * 60_000),
          duration: minutes,
          reserved: status !== 'cancelled',
        })
        .returning({ id: appointments.id });
      const [row] = await db()
        .insert(orderItems)
        .values({ orderId: order!.id, appointmentId: slot!.id, price: item.price })
        .returning({ id: orderItems.id });
      itemIds.push(row!.id);
    }
    return { id: order!.id, itemIds };
  }

  /** Four orders whose days differ in Dubai from UTC where it matters (Dubai is UTC+4 all year). */
  async function history(salon: Salon) {
    const cut = (start: string) => ({ therapistId: salon.elena._id, serviceId: salon.cut._id, start, price: 200 });
    const blowDry = (start: string) => ({
      therapistId: salon.sofia._id,
      serviceId: salon.blowDry._id,
      start,
      price: 110.5,
    });
    // Tuesday 10 March 2026, noon in Dubai.
    const layla = await seedOrder({
      name: 'Layla Haddad',
      phone: '+971 50 123 4567',
      email: 'layla@example.com',
      status: 'completed',
      date: '2026-03-10T08:00:00Z',
      items: [cut('2026-03-12T06:00:00Z')],
    });
    // Monday 9 March in UTC, but Tuesday 10 March 01:30 in Dubai.
    const omar = await seedOrder({
      name: 'Omar Saleh',
      phone: '055 765 4321',
      date: '2026-03-09T21:30:00Z',
      items: [blowDry('2026-04-01T05:00:00Z'), cut('2026-04-01T06:00:00Z')],
    });
    // Wednesday 15 April; cancelled, so its slot is free again.
    const sara = await seedOrder({
      name: 'Sara Khan',
      phone: '0501112222',
      status: 'cancelled',
      date: '2026-04-15T10:00:00Z',
      items: [cut('2026-04-20T06:00:00Z')],
    });
    // 31 December 2025 in UTC, Thursday 1 January 2026 in Dubai; recorded by staff much later.
    const noor = await seedOrder({
      name: 'Layla Noor',
      email: 'noor@example.com',
      status: 'processing',
      date: '2025-12-31T22:00:00Z',
      createdAt: '2026-05-01T09:00:00Z',
      items: [blowDry('2026-01-02T08:00:00Z')],
    });
    return { layla: layla.id, omar: omar.id, sara: sara.id, noor: noor.id };
  }

  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
  const ids = (response: { json(): unknown }) => (response.json() as { _id: string }[]).map((order) => order._id);

  return { db, seedOrder, history, get, ids };
}
