import { MESSAGES, type TService, type TServiceDetail, type TServiceInput } from '@salon/shared';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Loaded } from '../../lib/live-cache';
import { type CatalogView, serviceTag, therapistTag } from '../../plugins/read-caches';
import { presentSlot } from '../appointments/appointments.presenter';
import * as slots from '../appointments/appointments.repository';
import { findCategory } from '../categories/categories.repository';
import { releaseImage, storeUploadedImage } from '../images/images.service';
import { presentService } from './services.presenter';
import * as repository from './services.repository';

export interface CatalogDeps {
  db: Database;
}

export async function listServices(deps: CatalogDeps, view: CatalogView): Promise<TService[]> {
  return (await repository.listServices(deps.db)).map((row) => presentService(row, view));
}

/**
 * A service with the slots a customer may book now (free, ahead, therapist not busy elsewhere), and what
 * keeps that answer right in the availability cache: it changes with any slot of this service, with a
 * booking of any therapist who has free slots here (hers overlap), and by the clock when its first slot
 * starts.
 */
export async function getServiceAvailability(deps: CatalogDeps, id: string, view: CatalogView): Promise<Loaded> {
  const now = new Date();
  const row = await repository.findService(deps.db, id);
  if (!row) throw notFound('Service');
  const offered = await slots.listOfferedSlotsOfService(deps.db, id, now);
  const therapistIds = await slots.listTherapistsWithFreeSlotsOfService(deps.db, id, now);
  const detail: TServiceDetail = {
    ...presentService(row, view),
    // The cache keeps one answer per language (`viewKey`): each slot names the service in the view's.
    appointments: offered.map((slot) => presentSlot(slot, { showUser: false, locale: view.locale })),
  };
  return {
    value: detail,
    tags: [serviceTag(id), ...therapistIds.map(therapistTag)],
    expiresAt: offered[0]?.starttime.getTime(),
  };
}

async function requireCategory(db: Database, categoryId: string): Promise<void> {
  if (!(await findCategory(db, categoryId))) {
    throw new AppError('VALIDATION', MESSAGES.catalog.categoryMissing, {
      errors: [{ path: 'categoryId', message: MESSAGES.catalog.categoryMissing }],
    });
  }
}

export async function createService(
  deps: CatalogDeps,
  input: TServiceInput,
  image: Buffer | undefined,
  view: CatalogView,
): Promise<TService> {
  await requireCategory(deps.db, input.categoryId);
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : null;
  const id = await repository.insertService(deps.db, { ...input, description: input.description ?? '', imageUrl });
  return presentService((await repository.findService(deps.db, id))!, view);
}

/**
 * Without a new image the current one stays; a replaced one is deleted unless something else shows it.
 * An Arabic text the request leaves out stays as it is; one sent empty is cleared.
 */
export async function updateService(
  deps: CatalogDeps,
  id: string,
  input: TServiceInput,
  image: Buffer | undefined,
  view: CatalogView,
): Promise<TService> {
  const before = await repository.findService(deps.db, id);
  if (!before) throw notFound('Service');
  await requireCategory(deps.db, input.categoryId);
  const imageUrl = image ? await storeUploadedImage(deps.db, image) : undefined;
  await repository.updateService(deps.db, id, {
    ...input,
    description: input.description ?? '',
    ...(imageUrl ? { imageUrl } : {}),
  });
  if (imageUrl) await releaseImage(deps.db, before.imageUrl);
  return presentService((await repository.findService(deps.db, id))!, view);
}

/**
 * Its free future slots go with it. A service that has booked or past appointments stays, because
 * orders and the salon's history point at it.
 */
export async function deleteService(deps: CatalogDeps, id: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await repository.findService(tx, id);
    if (!row) throw notFound('Service');
    await slots.deleteFreeFutureSlotsOfService(tx, id, new Date());
    const remaining = await slots.countSlotsOfService(tx, id);
    if (remaining > 0) {
      throw conflict(
        `This service has ${remaining} booked or past appointment${remaining === 1 ? '' : 's'} and cannot be deleted. Set it to call-to-book instead, or remove those appointments first.`,
      );
    }
    await repository.deleteService(tx, id);
    return row;
  });
  await releaseImage(deps.db, deleted.imageUrl);
}
