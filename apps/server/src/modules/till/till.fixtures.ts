import type { TSale } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import type { TestContext } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/client';
import { users } from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';

/* What the till's tests share: a booked order of two services, its checkout, and the ledger's row counts. */

let keys = 0;
/** A fresh idempotency key per request (a retry reuses one on purpose). */
export const key = () => `test-key-${process.pid}-${++keys}`;

/**
 * A salon with a customer's order of a Cut (AED 200) with Elena and a Blow-Dry (AED 130 less 15 % = 110.50)
 * with Sofia, and a receptionist's headers besides the admin's.
 */
export async function bookedOrder(ctx: TestContext) {
  const salon = await smallSalon(ctx.app);
  const customer = await registerAndLogin(ctx.app, { name: 'Mariam Al Nuaimi' });
  const cutSlot = await salon.slot(salon.elena._id, salon.cut._id, 30);
  const blowDrySlot = await salon.slot(salon.sofia._id, salon.blowDry._id, 32);
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(customer.token),
    payload: orderPayload(cutSlot._id, blowDrySlot._id),
  });
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.body}`);
  const [receptionist] = await ctx.database.db
    .insert(users)
    .values({
      name: 'Rana Desk',
      email: `desk.${process.pid}.${++keys}@example.com`,
      role: 'reception',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const session = await startSession(ctx.database.db, ctx.config.jwtSecret, receptionist!, 1, NO_CLIENT);
  return { ...salon, customer, orderId: booked.json()._id as string, reception: bearer(session.token) };
}

export async function startedSale(ctx: TestContext) {
  const world = await bookedOrder(ctx);
  const started = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${world.orderId}/sales`,
    headers: world.reception,
  });
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.body}`);
  return { ...world, sale: started.json() as TSale };
}

/** How many rows the till holds: a refused request must leave every count as it was. */
export async function ledgerCounts(ctx: TestContext) {
  const [row] = rowsOf<Record<string, number>>(
    await ctx.database.db.execute(sql`select
      (select count(*)::int from sales) as sales,
      (select count(*)::int from sale_entries) as entries,
      (select count(*)::int from invoices) as invoices,
      (select count(*)::int from till_audit) as audit,
      (select coalesce(sum(last_number), 0)::int from invoice_counters) as numbers`),
  );
  return row!;
}

/** A POST to a sale's path as `headers`, answering the status and the body. */
export async function onSale(
  ctx: TestContext,
  headers: Record<string, string>,
  saleId: string,
  path: string,
  payload: unknown,
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await ctx.app.inject({
    method,
    url: `/api/sales/${saleId}${path}`,
    headers,
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json() };
}
