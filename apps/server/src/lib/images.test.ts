import { MESSAGES } from '@salon/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { encodeImageVariants, IMAGE_REFUSALS, MAX_IMAGE_BYTES } from './images';

/** What the upload's refusal says, and the code a form acts on (issue 27). */
async function refusalOf(bytes: Buffer) {
  const error = await encodeImageVariants(bytes).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message, statusCode, details } = error as AppError;
  return { code, message, statusCode, reason: details?.reason };
}

describe('an upload that is not a picture the site can use', () => {
  it('is refused as not a picture, with its code, whatever it calls itself', async () => {
    expect(await refusalOf(Buffer.from('Price list: manicure 90 AED\n'))).toEqual({
      code: 'VALIDATION',
      statusCode: 400,
      message: MESSAGES.catalog.imageType,
      reason: IMAGE_REFUSALS.type,
    });
    // A WebP is a picture, but not one of the kinds the spec accepts (JPG, PNG or GIF).
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await refusalOf(webp)).reason).toBe(IMAGE_REFUSALS.type);
  });

  it('names a damaged picture and one too large apart from a wrong kind', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    expect(await refusalOf(png.subarray(0, 40))).toMatchObject({
      statusCode: 400,
      message: MESSAGES.catalog.imageUnreadable,
      reason: IMAGE_REFUSALS.unreadable,
    });
    expect(await refusalOf(Buffer.alloc(MAX_IMAGE_BYTES + 1))).toMatchObject({
      statusCode: 413,
      message: MESSAGES.catalog.imageTooLarge,
      reason: IMAGE_REFUSALS.tooLarge,
    });
  });
});
