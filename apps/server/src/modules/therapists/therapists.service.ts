import {
  addLocalDays,
  THERAPIST_SLOTS_DEFAULT_DAYS,
  THERAPIST_SLOTS_MAX,
  THERAPIST_SLOTS_MAX_DAYS,
  type TTherapist,
  type TTherapistDetail,
  type TTherapistInput,
  type TTherapistSlotsQuery,
  zonedDateKey,
  zonedTimeToUtc,
} from '@salon/shared';
import type { Database } from '@/db/client';
import type { CatalogView } from '@/lib/catalog-view';
import { AppError, badRequest, notFound, untranslated } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { countSlotsOfTherapist, presentSlot, slotsOfTherapistBetween } from '@/modules/appointments';
import { releaseImage, storeUploadedImage } from '@/modules/images';
import { presentTherapist } from './therapists.presenter';
import * as repository from './therapists.repository';

export interface TherapistDeps {
  db: Database;
  timeZone: string;
}

/** What a caller is told about a range of days the slots cannot be read for. */
export const SLOT_RANGE_MESSAGES = {
  invalidDay: message(SHARED.validation, 'dayFormat'),
  fromAfterTo: message(SHARED.validation, 'firstDayAfterLast'),
  tooLong: message(SHARED.validation, 'slotDaysMax', { days: THERAPIST_SLOTS_MAX_DAYS }),
} as const;

/** Where the slot counts begin: the salon's midnight that started today (see `selectTherapists`). */
export function startOfSalonDay(timeZone: string, now = new Date()): Date {
  return zonedTimeToUtc(dayOfKey(zonedDateKey(now, timeZone)), timeZone);
}

/** The salon's next midnight: when the list's counts of the schedule ahead change without any write. */
export function nextSalonMidnight(timeZone: string, now = new Date()): Date {
  return zonedTimeToUtc(addLocalDays(dayOfKey(zonedDateKey(now, timeZone)), 1), timeZone);
}

export async function listTherapists(deps: TherapistDeps, view: CatalogView): Promise<TTherapist[]> {
  const rows = await repository.listTherapists(deps.db, startOfSalonDay(deps.timeZone));
  return rows.map((row) => presentTherapist(row, view));
}

interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' as a calendar day; a day the calendar does not have (31 February) is refused, not rolled over. */
function dayOfKey(key: string): LocalDay {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw badRequest(SLOT_RANGE_MESSAGES.invalidDay);
  }
  return { year, month, day };
}

const dayNumber = (day: LocalDay) => Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;

/**
 * The instants of the salon days asked for, from the first day's midnight to the midnight after the last
 * day. Without `from` the range starts today; without `to` it runs `THERAPIST_SLOTS_DEFAULT_DAYS` days.
 */
export function slotRange(query: TTherapistSlotsQuery, timeZone: string, now: Date): { from: Date; to: Date } {
  const first = query.from ? dayOfKey(query.from) : dayOfKey(zonedDateKey(now, timeZone));
  const last = query.to ? dayOfKey(query.to) : addLocalDays(first, THERAPIST_SLOTS_DEFAULT_DAYS - 1);
  const days = dayNumber(last) - dayNumber(first) + 1;
  if (days < 1) throw badRequest(SLOT_RANGE_MESSAGES.fromAfterTo);
  if (days > THERAPIST_SLOTS_MAX_DAYS) throw badRequest(SLOT_RANGE_MESSAGES.tooLong);
  return { from: zonedTimeToUtc(first, timeZone), to: zonedTimeToUtc(addLocalDays(last, 1), timeZone) };
}

/**
 * The therapist with their slots (reserved or free) starting on the salon days asked for, at most
 * `THERAPIST_SLOTS_MAX` of them in start order; `truncated` when the days hold more. Only the salon's team
 * (`seesHistory`) reads days before today: to anyone else the public page answers the schedule ahead, so a
 * visitor cannot page through which past hours were booked.
 */
export async function getTherapist(
  deps: TherapistDeps,
  id: string,
  query: TTherapistSlotsQuery,
  { seesHistory, view }: { seesHistory: boolean; view: CatalogView },
): Promise<{ therapist: TTherapistDetail; truncated: boolean }> {
  const asked = slotRange(query, deps.timeZone, new Date());
  const today = startOfSalonDay(deps.timeZone);
  const from = seesHistory ? asked.from : new Date(Math.max(asked.from.getTime(), today.getTime()));
  const range = { from, to: new Date(Math.max(asked.to.getTime(), from.getTime())) };
  const [row, rows] = await Promise.all([
    repository.findTherapist(deps.db, id, today),
    // One more than shown tells whether there are more.
    slotsOfTherapistBetween(deps.db, id, range, THERAPIST_SLOTS_MAX + 1),
  ]);
  if (!row) throw notFound('Therapist');
  return {
    therapist: {
      ...presentTherapist(row, view),
      appointments: rows
        .slice(0, THERAPIST_SLOTS_MAX)
        .map((slot) => presentSlot(slot, { showUser: false, locale: view.locale })),
    },
    truncated: rows.length > THERAPIST_SLOTS_MAX,
  };
}

export async function createTherapist(
  deps: TherapistDeps,
  input: TTherapistInput,
  image: Buffer | undefined,
  view: CatalogView,
): Promise<TTherapist> {
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : null;
  const id = await repository.insertTherapist(deps.db, { ...input, imageUrl });
  return presentTherapist((await repository.findTherapist(deps.db, id, startOfSalonDay(deps.timeZone)))!, view);
}

/**
 * Without a new photo the current one stays; a replaced one is deleted unless something else shows it.
 * A field the request leaves out stays as it is; the Arabic bio sent empty is cleared.
 */
export async function updateTherapist(
  deps: TherapistDeps,
  id: string,
  input: Partial<TTherapistInput>,
  image: Buffer | undefined,
  view: CatalogView,
): Promise<TTherapist> {
  const before = await repository.findTherapist(deps.db, id);
  if (!before) throw notFound('Therapist');
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : undefined;
  await repository.updateTherapist(deps.db, id, { ...input, ...(imageUrl ? { imageUrl } : {}) });
  if (imageUrl) await releaseImage(deps.db, before.imageUrl);
  return presentTherapist((await repository.findTherapist(deps.db, id, startOfSalonDay(deps.timeZone)))!, view);
}

/** The admin spec's client reads a 400 that mentions the appointments and their count. */
export async function deleteTherapist(deps: TherapistDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await repository.findTherapist(tx, id);
    if (!row) throw notFound('Therapist');
    const count = await countSlotsOfTherapist(tx, id);
    if (count > 0) {
      throw new AppError(
        'VALIDATION',
        untranslated(
          `Cannot delete therapist ${row.name} because they have ${count} existing appointment(s). Please remove all appointments first.`,
        ),
      );
    }
    await repository.deleteTherapist(tx, id);
    return row;
  });
  await releaseImage(deps.db, deleted.imageUrl);
}
