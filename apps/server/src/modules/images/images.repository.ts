import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { images, imageVariants } from '@/db/schema';

export interface VariantValues {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
}

/**
 * Bytes cross to the database and back as base64 text, converted by PostgreSQL (`decode`/`encode`) and
 * by Buffer's native code. PGlite's own bytea conversion is a JavaScript loop over every byte that held
 * the event loop for 60 to 220 ms on a 300 KB variant; node-postgres gets the same text either way.
 */
const toBytea = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;
const fromBytea = sql<string>`encode(${imageVariants.bytes}, 'base64')`;

/** The image and all its variants, or nothing: a half-stored image never exists. */
export async function insertImage(db: Executor, variants: VariantValues[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [image] = await tx.insert(images).values({}).returning({ id: images.id });
    await tx
      .insert(imageVariants)
      .values(variants.map((variant) => ({ ...variant, bytes: toBytea(variant.bytes), imageId: image!.id })));
    return image!.id;
  });
}

/** The database hashes the bytes, so a revalidation ("is my copy still right?") never carries them. */
const etag = sql<string>`md5(${imageVariants.bytes})`;
const variantOf = (imageId: string, name: string) =>
  and(eq(imageVariants.imageId, imageId), eq(imageVariants.name, name));

export async function findVariantTag(
  db: Executor,
  imageId: string,
  name: string,
): Promise<{ contentType: string; etag: string } | undefined> {
  const [row] = await db
    .select({ contentType: imageVariants.contentType, etag })
    .from(imageVariants)
    .where(variantOf(imageId, name));
  return row;
}

export async function findVariant(
  db: Executor,
  imageId: string,
  name: string,
): Promise<{ contentType: string; etag: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: imageVariants.contentType, etag, base64: fromBytea })
    .from(imageVariants)
    .where(variantOf(imageId, name));
  // PostgreSQL breaks base64 into lines; Buffer skips the line breaks.
  return row && { contentType: row.contentType, etag: row.etag, bytes: Buffer.from(row.base64, 'base64') };
}

/**
 * Whether any catalog row shows the image: services and therapists by the URL an upload gave them, a
 * category by a URL an admin typed (which may be one of ours).
 */
const referenced = sql`(
  exists (select 1 from services where image_url like '/media/' || ${images.id} || '/%')
  or exists (select 1 from therapists where image_url like '/media/' || ${images.id} || '/%')
  or exists (select 1 from categories where image_url like '/media/' || ${images.id} || '/%')
)`;

/** Deletes the image (its variants go with it) unless a catalog row still shows it. */
export async function deleteImageIfUnused(db: Executor, imageId: string): Promise<boolean> {
  const deleted = await db
    .delete(images)
    .where(and(eq(images.id, imageId), sql`not ${referenced}`))
    .returning({ id: images.id });
  return deleted.length > 0;
}

/**
 * Deletes the images nobody shows that were stored before `storedBefore`: the leftovers of a save that
 * failed after its image was stored. Younger ones may belong to a save still under way in some process.
 */
export async function deleteUnusedImages(db: Executor, storedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(images)
    .where(and(sql`${images.createdAt} < ${storedBefore.toISOString()}`, sql`not ${referenced}`))
    .returning({ id: images.id });
  return deleted.length;
}
