import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@salon/shared';
import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Large enough for a sharp hero image on a retina phone, small enough to load fast. */
const MAX_EDGE_PX = 1600;

const OUTPUT = {
  jpeg: { ext: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }) },
  png: { ext: 'png', encode: (image: Sharp) => image.png({ compressionLevel: 9 }) },
  gif: { ext: 'gif', encode: (image: Sharp) => image.gif() },
} as const;

function looksLikeAcceptedImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  return jpeg || png || gif;
}

/**
 * Accepts a JPG, PNG or GIF judged by its content (never its name or declared type), decodes it fully
 * (a truncated or corrupt file is refused), strips metadata, resizes it and re-encodes it under a
 * generated name. What is served is always our own encoding, never the uploaded bytes.
 */
export async function storeImage(bytes: Buffer, uploadsDir: string): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('TOO_LARGE', MESSAGES.catalog.imageTooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    // It starts like an image we accept but cannot be read: damaged or cut short, not the wrong kind.
    const message = looksLikeAcceptedImage(bytes) ? MESSAGES.catalog.imageUnreadable : MESSAGES.catalog.imageType;
    throw new AppError('VALIDATION', message);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif')
    throw new AppError('VALIDATION', MESSAGES.catalog.imageType);
  const output = OUTPUT[format];
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'truncated', animated: format === 'gif' })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    encoded = await output.encode(image).toBuffer();
  } catch {
    throw new AppError('VALIDATION', MESSAGES.catalog.imageUnreadable);
  }
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${output.ext}`;
  await writeFile(path.join(uploadsDir, name), encoded, { mode: 0o600 });
  return `/uploads/${name}`;
}
