import { describe, expect, it } from 'vitest';
import { imageSources, mediaImageId, mediaUrl } from './media';

const ID = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';

describe('imageSources', () => {
  it('offers every stored width of an uploaded image, with the sizes it is shown at', () => {
    expect(imageSources(`/media/${ID}/w800.webp`, '(min-width: 640px) 50vw, 100vw')).toEqual({
      src: `/media/${ID}/w800.webp`,
      srcSet: `/media/${ID}/w400.webp 400w, /media/${ID}/w800.webp 800w, /media/${ID}/w1600.webp 1600w`,
      sizes: '(min-width: 640px) 50vw, 100vw',
    });
  });

  it('leaves sizes to the browser when none is given', () => {
    expect(imageSources(mediaUrl(ID, 400))).toEqual({
      src: `/media/${ID}/w400.webp`,
      srcSet: `/media/${ID}/w400.webp 400w, /media/${ID}/w800.webp 800w, /media/${ID}/w1600.webp 1600w`,
    });
  });

  it.each([
    '/images/services/facial.svg',
    `/uploads/${ID}.jpg`,
    'https://example.com/hair.jpg',
    `https://example.com/media/${ID}/w800.webp`,
    `/media/${ID}/w800.png`,
    '/media/not-an-id/w800.webp',
  ])('gives just the src for %s', (url) => {
    expect(imageSources(url, '100vw')).toEqual({ src: url });
  });
});

describe('mediaImageId', () => {
  it('reads the id of any stored width and nothing else', () => {
    expect(mediaImageId(`/media/${ID}/w1600.webp`)).toBe(ID);
    expect(mediaImageId(`/media/${ID}/w800.webp?x=1`)).toBeUndefined();
  });
});
