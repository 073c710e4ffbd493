import type { TTherapist, TTherapistDetail, TTherapistInput } from '@salon/shared';
import { addLocalDays, zonedParts, zonedTimeToUtc } from '@salon/shared';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { presentSlot } from '../appointments/appointments.presenter';
import * as slots from '../appointments/appointments.repository';
import { releaseImage, storeUploadedImage } from '../images/images.service';
import { presentTherapist } from './therapists.presenter';
import * as repository from './therapists.repository';

export interface TherapistDeps {
  db: Database;
  timeZone: string;
}

export async function listTherapists(deps: TherapistDeps): Promise<TTherapist[]> {
  return (await repository.listTherapists(deps.db)).map(presentTherapist);
}

/** The therapist with every slot from the start of the salon's today on (yesterday's are history). */
export async function getTherapist(deps: TherapistDeps, id: string): Promise<TTherapistDetail> {
  const row = await repository.findTherapist(deps.db, id);
  if (!row) throw notFound('Therapist');
  const now = new Date();
  const today = zonedParts(now, deps.timeZone);
  const startOfToday = zonedTimeToUtc(addLocalDays(today, 0), deps.timeZone);
  const rows = await slots.listSlotsOfTherapist(deps.db, id, { offeredOnly: false, now });
  return {
    ...presentTherapist(row),
    appointments: rows
      .filter((slot) => slot.endtime > startOfToday)
      .map((slot) => presentSlot(slot, { showUser: false })),
  };
}

export async function createTherapist(
  deps: TherapistDeps,
  input: TTherapistInput,
  image: Buffer | undefined,
): Promise<TTherapist> {
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : null;
  const id = await repository.insertTherapist(deps.db, { ...input, imageUrl });
  return presentTherapist((await repository.findTherapist(deps.db, id))!);
}

/** Without a new photo the current one stays; a replaced one is deleted unless something else shows it. */
export async function updateTherapist(
  deps: TherapistDeps,
  id: string,
  input: Partial<TTherapistInput>,
  image: Buffer | undefined,
): Promise<TTherapist> {
  const before = await repository.findTherapist(deps.db, id);
  if (!before) throw notFound('Therapist');
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : undefined;
  await repository.updateTherapist(deps.db, id, { ...input, ...(imageUrl ? { imageUrl } : {}) });
  if (imageUrl) await releaseImage(deps.db, before.imageUrl);
  return presentTherapist((await repository.findTherapist(deps.db, id))!);
}

/** The admin spec's client reads a 400 that mentions the appointments and their count. */
export async function deleteTherapist(deps: TherapistDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await repository.findTherapist(tx, id);
    if (!row) throw notFound('Therapist');
    const count = await slots.countSlotsOfTherapist(tx, id);
    if (count > 0) {
      throw new AppError(
        'VALIDATION',
        `Cannot delete therapist ${row.name} because they have ${count} existing appointment(s). Please remove all appointments first.`,
      );
    }
    await repository.deleteTherapist(tx, id);
    return row;
  });
  await releaseImage(deps.db, deleted.imageUrl);
}
