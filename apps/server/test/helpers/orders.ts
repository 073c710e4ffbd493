import type { FastifyInstance } from 'fastify';
import { createCategory, createService, createSlot, createTherapist, hoursFromNow } from './catalog';
import { adminHeaders } from './users';

/** A small salon: one category, two services (one discounted), two therapists, admin headers. */
export async function smallSalon(app: FastifyInstance) {
  const admin = await adminHeaders(app);
  const category = await createCategory(app, admin);
  const cut = await createService(app, admin, category._id, { name: 'Cut', price: 200, discount: 0 });
  const blowDry = await createService(app, admin, category._id, { name: 'Blow-Dry', price: 130, discount: 15 });
  const elena = await createTherapist(app, admin, 'Elena');
  const sofia = await createTherapist(app, admin, 'Sofia');
  const slot = (therapistId: string, serviceId: string, hours: number, duration = 60) =>
    createSlot(app, admin, therapistId, serviceId, hoursFromNow(hours), duration);
  return { admin, category, cut, blowDry, elena, sofia, slot };
}

export const orderPayload = (...appointmentIds: string[]) => ({
  status: 'pending',
  date: new Date().toISOString(),
  orderItems: appointmentIds.map((AppointmentId) => ({ AppointmentId })),
});
