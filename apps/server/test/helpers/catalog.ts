import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

type Headers = { authorization: string };

export async function createCategory(app: FastifyInstance, headers: Headers, name = 'Hair Services') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/categories',
    headers,
    payload: { name, description: 'Cuts, colour and treatments for every hair type' },
  });
  if (response.statusCode !== 201) throw new Error(`category: ${response.body}`);
  return response.json() as { _id: string; name: string };
}

export async function createService(
  app: FastifyInstance,
  headers: Headers,
  categoryId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers,
    payload: {
      name: 'Blow-Dry',
      description: 'Smooth finish',
      price: 130,
      discount: 15,
      demandOnline: true,
      categoryId,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`service: ${response.body}`);
  return response.json() as { _id: string; name: string; price: number; categoryId: string; bufferMinutes: number };
}

export async function createTherapist(app: FastifyInstance, headers: Headers, name = 'Elena Petrova') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/therapists',
    headers,
    payload: { name, bio: 'Senior stylist' },
  });
  if (response.statusCode !== 201) throw new Error(`therapist: ${response.body}`);
  return response.json() as { _id: string; name: string };
}

export async function createSlot(
  app: FastifyInstance,
  headers: Headers,
  therapistId: string,
  serviceId: string,
  starttime: Date,
  duration = 60,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/therapists/${therapistId}/appointments`,
    headers,
    payload: { serviceId, starttime: starttime.toISOString(), duration },
  });
  if (response.statusCode !== 201) throw new Error(`slot: ${response.body}`);
  return response.json() as { _id: string; starttime: string; endtime: string };
}

/** Opens the salon every day, all day, through the API: for tests that book at any hour from now. */
export async function openSalonAroundTheClock(app: FastifyInstance, headers: Headers) {
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: true, opens: '00:00', closes: '24:00' }));
  const response = await app.inject({ method: 'PUT', url: '/api/salon-hours', headers, payload: { week } });
  if (response.statusCode !== 200) throw new Error(`salon hours: ${response.body}`);
}

export const hoursFromNow = (hours: number) => new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + hours * 3600_000);

/** Real images made on the spot, plus the impostors an upload must refuse. */
export async function imageFixtures() {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08a7d' } });
  const jpeg = await base.clone().jpeg().toBuffer();
  return {
    jpeg,
    png: await base.clone().png().toBuffer(),
    gif: await base.clone().gif().toBuffer(),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
    truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    sixMegabytes: Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024, 1)]),
  };
}

export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}
