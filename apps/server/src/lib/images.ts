import { MAX_IMAGE_BYTES, MEDIA_WIDTHS, type TMediaWidth } from '@salon/shared';
import sharp, { type Metadata } from 'sharp';
import { type Message, message, SHARED } from '@/lib/message';
import { AppError } from './errors';

// The shared limit, which the web's picker checks too and the refusals' texts state.
export { MAX_IMAGE_BYTES };

/**
 * Why an upload is refused, sent as the answer's `code` beside its message, so that a form can
 * put the message by the picture field rather than in a generic failure.
 */
export const IMAGE_REFUSALS = {
  type: 'IMAGE_TYPE',
  unreadable: 'IMAGE_UNREADABLE',
  tooLarge: 'IMAGE_TOO_LARGE',
  tooManyPixels: 'IMAGE_TOO_MANY_PIXELS',
  tooManyFrames: 'IMAGE_TOO_MANY_FRAMES',
} as const;

const refused = (code: 'VALIDATION' | 'TOO_LARGE', said: Message, reason: string) =>
  new AppError(code, said, { reason });
/**
 * Pixels an upload may decode to, every frame of an animation counted: a 24-megapixel camera's 6000 × 4000.
 * A file's size says nothing of it: a 16000 × 16000 PNG of one colour is 30 kB and took 11 s to decode.
 */
export const MAX_IMAGE_PIXELS = 24_000_000;
/** Frames an animation may have; each one is decoded, resized and encoded three times. */
export const MAX_IMAGE_FRAMES = 100;
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

/** Refuses, from the header alone, an image whose decoding would cost more than a photo's. */
function refuseOverLimits({ width = 0, height = 0, pages = 1, pageHeight }: Metadata): void {
  if (pages > MAX_IMAGE_FRAMES)
    throw refused('TOO_LARGE', message(SHARED.catalog, 'imageTooManyFrames'), IMAGE_REFUSALS.tooManyFrames);
  // A multi-frame file's `height` is one frame's; `pageHeight` says so when it differs.
  if (width * (pageHeight ?? height) * pages > MAX_IMAGE_PIXELS)
    throw refused('TOO_LARGE', message(SHARED.catalog, 'imageTooManyPixels'), IMAGE_REFUSALS.tooManyPixels);
}

/**
 * Accepts a JPG, PNG or GIF judged by its content (never its name or declared type), decodes it fully
 * (a truncated or corrupt file is refused), strips metadata and encodes it as WebP at every width of
 * MEDIA_WIDTHS, never enlarging (a small photo's 'w1600' is the photo at its own size). What is served is
 * always our own encoding, never the uploaded bytes. sharp decodes and encodes on libuv's worker threads,
 * so the event loop only waits for the promises.
 */
export async function encodeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw refused('TOO_LARGE', message(SHARED.catalog, 'imageTooLarge'), IMAGE_REFUSALS.tooLarge);
  let metadata: Metadata;
  try {
    // Reads the header only (a GIF's frames are counted, not decoded): nothing is decoded before the caps.
    metadata = await sharp(bytes).metadata();
  } catch {
    // It starts like an image we accept but cannot be read: damaged or cut short, not the wrong kind.
    throw looksLikeAcceptedImage(bytes)
      ? refused('VALIDATION', message(SHARED.catalog, 'imageUnreadable'), IMAGE_REFUSALS.unreadable)
      : refused('VALIDATION', message(SHARED.catalog, 'imageType'), IMAGE_REFUSALS.type);
  }
  const { format } = metadata;
  if (format !== 'jpeg' && format !== 'png' && format !== 'gif')
    throw refused('VALIDATION', message(SHARED.catalog, 'imageType'), IMAGE_REFUSALS.type);
  refuseOverLimits(metadata);
  // An animated GIF stays animated: WebP has frames too. libvips checks the pixels again as it opens it.
  const decoded = sharp(bytes, {
    failOn: 'truncated',
    animated: format === 'gif',
    limitInputPixels: MAX_IMAGE_PIXELS,
  }).rotate();
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
    throw refused('VALIDATION', message(SHARED.catalog, 'imageUnreadable'), IMAGE_REFUSALS.unreadable);
  }
}
