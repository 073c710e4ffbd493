import { MEDIA_WIDTHS, MESSAGES, type TMediaWidth } from '@salon/shared';
import sharp from 'sharp';
import { AppError } from './errors';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** WebP at this quality looks like the JPEG at 82 we sent before, at about two thirds of its size. */
const WEBP_QUALITY = 80;
/**
 * A variant is at most this many times as tall as it is wide: a card or a detail page crops to 4:3 or a
 * circle anyway, and a 400 × 20,000 strip must not become a 20,000-pixel-tall encoding.
 */
const MAX_HEIGHT_PER_WIDTH = 2;

export interface EncodedVariant {
  /** 'w400', 'w800', 'w1600': the name in the served URL. */
  name: `w${TMediaWidth}`;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: Buffer;
}

function looksLikeAcceptedImage(bytes: Buffer): boolean {
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  return jpeg || png || gif;
}

/**
 * Accepts a JPG, PNG or GIF judged by its content (never its name or declared type), decodes it fully
 * (a truncated or corrupt file is refused), strips metadata and encodes it as WebP at every width of
 * MEDIA_WIDTHS, never enlarging (a small photo's 'w1600' is the photo at its own size). What is served is
 * always our own encoding, never the uploaded bytes. sharp decodes and encodes on libuv's worker threads,
 * so the event loop only waits for the promises.
 */
export async function encodeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
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
  // An animated GIF stays animated: WebP has frames too.
  const decoded = sharp(bytes, { failOn: 'truncated', animated: format === 'gif' }).rotate();
  try {
    return await Promise.all(
      MEDIA_WIDTHS.map(async (width) => {
        const { data, info } = await decoded
          .clone()
          .resize({ width, height: width * MAX_HEIGHT_PER_WIDTH, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        // For an animation `info.height` counts every frame; one frame's height is what a page shows.
        const height = info.pageHeight ?? info.height;
        return { name: `w${width}`, contentType: 'image/webp', width: info.width, height, bytes: data } as const;
      }),
    );
  } catch {
    throw new AppError('VALIDATION', MESSAGES.catalog.imageUnreadable);
  }
}
