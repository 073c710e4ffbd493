import type { TService, TServiceDetail, TServiceInput } from '@salon/shared';
import type { Database } from '@/db/client';
import { serviceTag, therapistTag } from '@/lib/cache-tags';
import type { CatalogView } from '@/lib/catalog-view';
import { AppError, conflict, notFound, untranslated } from '@/lib/errors';
import type { Loaded } from '@/lib/live-cache';
import { message, SHARED } from '@/lib/message';
import { offeredSlotsOfService, presentSlot, releaseFreeSlotsOfService } from '@/modules/appointments';
import { categoryExists } from '@/modules/categories';
import { releaseImage, storeUploadedImage } from '@/modules/images';
import { presentService } from './services.presenter';
import * as repository from './services.repository';

export interface CatalogDeps {
  db: Database;
  /** The salon's: a slot's day, for the closures and days off that keep it off sale. */
  timeZone: string;
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
  const { offered, therapistIds } = await offeredSlotsOfService(deps.db, id, now, deps.timeZone);
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
  if (!(await categoryExists(db, categoryId))) {
    throw new AppError('VALIDATION', message(SHARED.catalog, 'categoryMissing'), {
      errors: [{ path: 'categoryId', message: message(SHARED.catalog, 'categoryMissing') }],
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
    const remaining = await releaseFreeSlotsOfService(tx, id, new Date());
    if (remaining > 0) {
      throw conflict(
        untranslated(
          `This service has ${remaining} booked or past appointment${remaining === 1 ? '' : 's'} and cannot be deleted. Set it to call-to-book instead, or remove those appointments first.`,
        ),
      );
    }
    await repository.deleteService(tx, id);
    return row;
  });
  await releaseImage(deps.db, deleted.imageUrl);
}
