import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import { MESSAGES } from '@salon/shared';
import { createCategory, multipart } from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { images } from '@/db/schema';
import { MAX_IMAGE_FRAMES, MAX_IMAGE_PIXELS } from '@/lib/images';

/**
 * A one-colour PNG of any size, one bit a pixel: 16000 × 16000 is about 30 kB of file and a quarter of a
 * billion pixels to decode. Written by hand because making it through sharp would cost the decode it tests.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1, colour type 0 (grey), deflate, no filter, no interlace
  // Each row: filter byte 0, then the row's bits, all zero.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An animated GIF of `frames` frames, each a different grey (the encoder merges identical frames), made
 * once per shape for both databases.
 */
const gifs = new Map<string, Promise<Buffer>>();
function animatedGif(width: number, frameHeight: number, frames: number): Promise<Buffer> {
  const key = `${width}x${frameHeight}x${frames}`;
  if (!gifs.has(key)) {
    const frame = width * frameHeight;
    const raw = Buffer.alloc(frame * frames);
    for (let i = 0; i < frames; i++) raw.fill((i * 37) % 256, i * frame, (i + 1) * frame);
    const raw1 = { width, height: frameHeight * frames, channels: 1 as const, pageHeight: frameHeight };
    gifs.set(key, sharp(raw, { raw: raw1 }).gif({ effort: 1, colours: 16, dither: 0 }).toBuffer());
  }
  return gifs.get(key)!;
}

describe.each(databaseKinds)('hostile uploads on %s', (kind) => {
  const ctx = useTestApp(kind);

  /** Sends a new service with the image, after `prepare` (once a test) has signed in and made a category. */
  let ready: { admin: { authorization: string }; categoryId: string } | undefined;
  const prepare = async () => {
    const admin = await adminHeaders(ctx.app);
    ready = { admin, categoryId: (await createCategory(ctx.app, admin, 'Faces'))._id };
  };
  const upload = async (bytes: Buffer, type: string, headers: Record<string, string> = {}) => {
    if (!ready) await prepare();
    return ctx.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: { ...ready!.admin, ...headers },
      payload: multipart(
        { name: `Facial ${Math.random()}`, price: '300', demandOnline: 'true', categoryId: ready!.categoryId },
        { name: 'photo', type, bytes },
      ),
    });
  };
  beforeEach(() => {
    ready = undefined;
  });

  it('refuses a 16000 × 16000 PNG from its header, at once and without holding the event loop', async () => {
    const png = blankPng(16_000, 16_000);
    expect(png.length).toBeLessThan(64 * 1024);
    await prepare();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const refused = await upload(png, 'image/png');
    const took = performance.now() - started;
    delay.disable();
    expect(refused.statusCode, refused.body).toBe(413);
    expect(refused.json().message).toBe(MESSAGES.catalog.imageTooManyPixels);
    // Decoding it took 11 s here; reading its header takes milliseconds (the bound is generous for CI).
    expect(took).toBeLessThan(2_000);
    expect(delay.max / 1e6).toBeLessThan(500);
    expect(await ctx.database.db.select().from(images)).toEqual([]);
    const arabic = await upload(png, 'image/png', { cookie: 'salon_lang=ar' });
    expect(arabic.statusCode).toBe(413);
    expect(arabic.json().message).toBe(
      'يجب ألا تتجاوز الصورة 24 ميغابكسل (6000 × 4000 بكسل)، وتُحسب في الصورة المتحركة إطاراتها كلها',
    );
  });

  it('counts every frame of an animation, and caps the frames', async () => {
    // 12 frames that are each fine, together past the cap: the GIF that took 330 MB to decode.
    const heavy = await upload(await animatedGif(2000, Math.ceil(MAX_IMAGE_PIXELS / 12 / 2000) + 1, 12), 'image/gif');
    expect(heavy.statusCode, heavy.body).toBe(413);
    expect(heavy.json().message).toBe(MESSAGES.catalog.imageTooManyPixels);
    const long = await upload(await animatedGif(8, 8, MAX_IMAGE_FRAMES + 1), 'image/gif');
    expect((await sharp(await animatedGif(8, 8, MAX_IMAGE_FRAMES + 1)).metadata()).pages).toBe(MAX_IMAGE_FRAMES + 1);
    expect(long.statusCode, long.body).toBe(413);
    expect(long.json().message).toBe(MESSAGES.catalog.imageTooManyFrames);
    expect(await ctx.database.db.select().from(images)).toEqual([]);
    // Just inside both caps, an animation is still taken.
    expect((await upload(await animatedGif(8, 8, MAX_IMAGE_FRAMES), 'image/gif')).statusCode).toBe(201);
  });

  it('still takes a photo at the pixel cap', async () => {
    const width = 6000;
    const photo = await sharp({
      create: { width, height: Math.floor(MAX_IMAGE_PIXELS / width), channels: 3, background: '#c08a7d' },
    })
      .jpeg()
      .toBuffer();
    const taken = await upload(photo, 'image/jpeg');
    expect(taken.statusCode, taken.body).toBe(201);
  });
});
