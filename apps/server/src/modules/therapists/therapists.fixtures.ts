import { createCategory, createService, createTherapist } from '@test/helpers/catalog';
import { adminHeaders } from '@test/helpers/users';
import type { FastifyInstance } from 'fastify';

/** An admin, two services of one category and a therapist: what every therapist test starts from. */
export async function therapistSetup(app: FastifyInstance) {
  const headers = await adminHeaders(app);
  const category = await createCategory(app, headers);
  const cut = await createService(app, headers, category._id, { name: 'Cut' });
  const colour = await createService(app, headers, category._id, { name: 'Colour' });
  const therapist = await createTherapist(app, headers);
  return { headers, cut, colour, therapist };
}
