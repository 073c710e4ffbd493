import type { TAppointment, TCategory, TService, TServiceDetail } from '@salon/shared';

/** Small, readable catalog data for web tests (ids are UUID-shaped like the server's). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CATEGORIES: TCategory[] = [
  { _id: uuid(1), name: 'Nail Services', description: 'Manicures and pedicures.', imageUrl: null },
  { _id: uuid(2), name: 'Hair Services', description: 'Cuts, colour and blow-dries.', imageUrl: null },
];

export function service(n: number, overrides: Partial<TService> = {}): TService {
  return {
    _id: uuid(100 + n),
    name: `Service ${n}`,
    description: 'A treatment.',
    price: 100,
    discount: 0,
    imageUrl: null,
    demandOnline: true,
    bufferMinutes: 0,
    categoryId: CATEGORIES[0]!._id,
    category: { name: CATEGORIES[0]!.name },
    ...overrides,
  };
}

export const SERVICES: TService[] = [
  service(1, { name: 'Gel Manicure', description: 'Long-lasting gel colour.', price: 150, discount: 10 }),
  service(2, { name: 'Spa Pedicure', description: 'A warm foot soak and polish.', price: 180 }),
  service(3, {
    name: 'Signature Blow-Dry',
    description: 'Bouncy volume or sleek and straight.',
    price: 130,
    discount: 15,
    categoryId: CATEGORIES[1]!._id,
    category: { name: CATEGORIES[1]!.name },
    demandOnline: false,
  }),
];

export const THERAPISTS = {
  aisha: { _id: uuid(201), name: 'Aisha Rahman', imageUrl: null },
  elena: { _id: uuid(202), name: 'Elena Petrova', imageUrl: null },
};

let slotNumber = 0;
export function slot(
  therapist: { _id: string; name: string; imageUrl: string | null },
  starttime: string,
  overrides: Partial<TAppointment> = {},
): TAppointment {
  slotNumber++;
  const duration = overrides.duration ?? 60;
  return {
    _id: uuid(1000 + slotNumber),
    serviceId: { _id: SERVICES[0]!._id, name: SERVICES[0]!.name, imageUrl: null, price: 150 },
    therapistId: therapist,
    starttime,
    endtime: new Date(Date.parse(starttime) + duration * 60_000).toISOString(),
    duration,
    reserved: false,
    userId: null,
    ...overrides,
  };
}

export function serviceDetail(appointments: TAppointment[]): TServiceDetail {
  return { ...SERVICES[0]!, appointments };
}
