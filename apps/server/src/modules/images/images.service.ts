import { MEDIA_DETAIL_WIDTH, MEDIA_WIDTHS, mediaImageId, mediaUrl } from '@salon/shared';
import type { Database } from '@/db/client';
import { notFound } from '@/lib/errors';
import { encodeImageVariants } from '@/lib/images';
import * as repository from './images.repository';

/** Long enough for any save that stored an image to have committed or failed, in any process. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VARIANT_FILE = new RegExp(`^(w(?:${MEDIA_WIDTHS.join('|')}))\\.webp$`);

/**
 * Judges and encodes an upload (lib/images.ts), stores it with its variants in one transaction and returns
 * the URL a service or therapist keeps: the detail-size variant, from which the web app derives the others.
 * Leftovers of earlier saves that failed after storing their image are swept here, where images are made.
 */
export async function storeUploadedImage(db: Database, upload: Buffer): Promise<string> {
  const variants = await encodeImageVariants(upload);
  const imageId = await repository.insertImage(db, variants);
  await repository.deleteUnusedImages(db, new Date(Date.now() - ABANDONED_AFTER_MS));
  return mediaUrl(imageId, MEDIA_DETAIL_WIDTH);
}

/**
 * Called once a catalog row stopped showing `imageUrl` (replaced or deleted): an uploaded image nobody else
 * shows goes at once. A legacy /uploads/ file or a typed URL is left alone.
 */
export async function releaseImage(db: Database, imageUrl: string | null | undefined): Promise<void> {
  const imageId = imageUrl ? mediaImageId(imageUrl) : undefined;
  if (imageId) await repository.deleteImageIfUnused(db, imageId);
}

export interface ServedVariant {
  contentType: string;
  etag: string;
  /** Absent when the caller's copy is current (the answer is a 304). */
  bytes?: Buffer;
}

/**
 * One stored variant by its URL's parts. A malformed id or file name is simply absent (404), never handed
 * to the database. With `isCurrent`, the caller's cached copy is checked against the stored tag first, and
 * the bytes are read only when it is stale.
 */
export async function findServedVariant(
  db: Database,
  imageId: string,
  file: string,
  isCurrent?: (etag: string) => boolean,
): Promise<ServedVariant> {
  const name = VARIANT_FILE.exec(file)?.[1];
  if (!name || !UUID.test(imageId)) throw notFound('Image');
  const id = imageId.toLowerCase();
  if (isCurrent) {
    const tag = await repository.findVariantTag(db, id, name);
    if (!tag) throw notFound('Image');
    const etag = `"${tag.etag}"`;
    if (isCurrent(etag)) return { contentType: tag.contentType, etag };
  }
  const row = await repository.findVariant(db, id, name);
  if (!row) throw notFound('Image');
  return { contentType: row.contentType, etag: `"${row.etag}"`, bytes: row.bytes };
}
