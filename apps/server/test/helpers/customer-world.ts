import { zonedDateKey } from '@salon/shared';
import { asc, eq } from 'drizzle-orm';
import {
  accountTokens,
  appointments,
  categories,
  closures,
  orderItems,
  orders,
  problems,
  saleEntries,
  sales,
  services,
  sessions,
  therapistAbsences,
  therapists,
  tillAudit,
  users,
  vatSettings,
  waitlistEntries,
  waitlistOffers,
} from '@/db/schema';
import { insertImage } from '@/modules/images/images.repository';
import { NO_CLIENT, startSession } from '@/modules/users';
import { createCategory, createService, createSlot, createTherapist, hoursFromNow } from './catalog';
import { orderPayload } from './orders';
import type { TestContext } from './test-app';
import { bearer } from './users';

let worlds = 0;

/**
 * A salon in which one customer (the owner) has booked, and another customer has not: the resources an
 * id in a route's URL can name, keyed by the path segment before the id, the owner's details that nobody
 * else may be shown, and a snapshot of every saved row to prove that nobody else changed anything.
 */
export async function customerWorld(ctx: TestContext, admin: { authorization: string }) {
  worlds += 1;
  const db = ctx.database.db;
  const [owner, other] = await db
    .insert(users)
    .values(
      ['Owner', 'Other'].map((name) => ({
        name: `${name} ${worlds}`,
        email: `${name.toLowerCase()}.${worlds}.${process.pid}@example.com`,
        phone: `+97155${String(worlds).padStart(7, '0')}${name === 'Owner' ? 1 : 2}`,
      })),
    )
    .returning();
  const sessionOf = (user: typeof owner) => startSession(ctx.database.db, ctx.config.jwtSecret, user!, 1, NO_CLIENT);
  const tokenOf = async (user: typeof owner) => (await sessionOf(user)).token;
  const ownerToken = await tokenOf(owner);
  // A second session of the owner's, which My account's list may end (DELETE /api/users/me/sessions/:id).
  const ownerSecondSession = await sessionOf(owner);
  // The staff besides the admin: a receptionist, and a therapist whose account is linked to the therapist below.
  const [reception, therapistUser] = await db
    .insert(users)
    .values(
      (['reception', 'therapist'] as const).map((role) => ({
        name: `${role} ${worlds}`,
        email: `${role}.${worlds}.${process.pid}@example.com`,
        role,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
  const category = await createCategory(ctx.app, admin, `Category ${worlds}`);
  const service = await createService(ctx.app, admin, category._id);
  const therapist = await createTherapist(ctx.app, admin, `Therapist ${worlds}`);
  await db.update(therapists).set({ userId: therapistUser!.id }).where(eq(therapists.id, therapist._id));
  // Far enough ahead that the owner may still cancel it online.
  const slot = await createSlot(ctx.app, admin, therapist._id, service._id, hoursFromNow(48 + worlds));
  const booked = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(ownerToken),
    payload: orderPayload(slot._id),
  });
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.body}`);
  // A free time of the same treatment, where the owner may move the booking.
  const otherTime = await createSlot(ctx.app, admin, therapist._id, service._id, hoursFromNow(72 + worlds));
  const order = booked.json() as { _id: string; Orderitems: { _id: string }[] };
  // The owner waits for another day of the treatment, and a free slot of it is held for them by an offer.
  const heldSlot = await createSlot(ctx.app, admin, therapist._id, service._id, hoursFromNow(120 + worlds));
  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      userId: owner!.id,
      serviceId: service._id,
      day: zonedDateKey(new Date(heldSlot.starttime), ctx.config.salonTimeZone),
      status: 'offered',
    })
    .returning();
  const heldUntil = new Date(Date.now() + 15 * 60_000);
  const [offer] = await db
    .insert(waitlistOffers)
    .values({ entryId: entry!.id, appointmentId: heldSlot._id, expiresAt: heldUntil, notifiedAt: new Date() })
    .returning();
  await db.update(appointments).set({ heldUntil, heldFor: owner!.id }).where(eq(appointments.id, heldSlot._id));
  const [problem] = await db
    .insert(problems)
    .values({
      title: 'Booking question',
      description: 'Can I bring my daughter?',
      email: owner!.email!,
      phone: owner!.phone!,
    })
    .returning();
  // Stored directly: the walk needs an image to serve, not sharp's work on every route's fresh salon.
  const imageId = await insertImage(db, [
    { name: 'w800', contentType: 'image/webp', width: 1, height: 1, bytes: new Uint8Array([0x52, 0x49, 0x46, 0x46]) },
  ]);
  // Far ahead, so no test day falls on them.
  const [closure] = await db
    .insert(closures)
    .values({ startsOn: '2090-01-01', endsOn: '2090-01-02', reason: 'Eid' })
    .returning();
  const [absence] = await db
    .insert(therapistAbsences)
    .values({ therapistId: therapist._id, startsOn: '2090-02-01', endsOn: '2090-02-01', reason: 'Leave' })
    .returning();
  // The desk has started the order's checkout: a sale with the booked line and a cash payment on it.
  const [sale] = await db.insert(sales).values({ orderId: order._id, recordedByName: 'Desk' }).returning();
  const businessDay = zonedDateKey(new Date(), ctx.config.salonTimeZone);
  const [line, payment] = await db
    .insert(saleEntries)
    .values([
      {
        saleId: sale!.id,
        kind: 'line',
        quantity: 1,
        unitPriceFils: 10_000,
        amountFils: 10_000,
        description: 'Treatment',
        businessDay,
        recordedByName: 'Desk',
      },
      { saleId: sale!.id, kind: 'payment', amountFils: 5_000, method: 'cash', businessDay, recordedByName: 'Desk' },
    ])
    .returning();
  const tables = [
    users,
    categories,
    services,
    therapists,
    appointments,
    orders,
    orderItems,
    problems,
    closures,
    therapistAbsences,
    waitlistEntries,
    waitlistOffers,
    sales,
    saleEntries,
    tillAudit,
    vatSettings,
  ];
  // A caller's own sessions and links are theirs to change (signing out, asking for a link): only the owner's count.
  const ownersRows = [sessions, accountTokens];
  return {
    owner: ownerToken,
    other: await tokenOf(other),
    reception: await tokenOf(reception),
    therapist: await tokenOf(therapistUser),
    ids: {
      categories: category._id,
      services: service._id,
      therapists: therapist._id,
      appointments: slot._id,
      orders: order._id,
      'order-items': order.Orderitems[0]!._id,
      // PATCH /api/orders/items/:itemId/outcome names an order item too.
      items: order.Orderitems[0]!._id,
      users: owner!.id,
      problems: problem!.id,
      media: imageId,
      closures: closure!.id,
      absences: absence!.id,
      sessions: ownerSecondSession.sessionId,
      waitlist: entry!.id,
      offers: offer!.id,
      sales: sale!.id,
      // POST /api/sales/:id/lines/:entryId/… names a line of the sale, …/payments/:entryId/refunds a payment.
      lines: line!.id,
      payments: payment!.id,
    } as Record<string, string>,
    /** The body a route is called with ({} for any other), where the owner's call needs one to succeed. */
    bodies: {
      'POST /api/orders/mine/appointments/:appointmentId/reschedule': { appointmentId: otherTime._id },
      // A well-formed code, so the call reaches the service (none was sent: it is refused there, for everyone).
      'POST /api/users/me/phone/verify': { code: '123456' },
    } as Record<string, unknown>,
    /** Route parameters that follow another id rather than name a resource of their own. */
    params: { file: 'w800.webp' } as Record<string, string>,
    secrets: {
      'user id': owner!.id,
      'e-mail': owner!.email!,
      phone: owner!.phone!,
      'order id': order._id,
      'order item id': order.Orderitems[0]!._id,
      'message id': problem!.id,
    },
    snapshot: async () =>
      JSON.stringify([
        ...(await Promise.all(tables.map((table) => db.select().from(table).orderBy(asc(table.id))))),
        ...(await Promise.all(
          ownersRows.map((table) => db.select().from(table).where(eq(table.userId, owner!.id)).orderBy(asc(table.id))),
        )),
      ]),
  };
}
