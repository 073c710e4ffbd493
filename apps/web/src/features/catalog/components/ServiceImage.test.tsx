import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_IMAGE_SIZES, ServiceImage } from './ServiceImage';

const ID = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10';
const UPLOADED = `/media/${ID}/w800.webp`;

const image = (container: HTMLElement) => container.querySelector('img')!;

describe('catalog pictures', () => {
  afterEach(cleanup);

  it('offer every stored width of an uploaded picture, sized for the card grid, without shifting the page', () => {
    const { container } = render(<ServiceImage src={UPLOADED} sizes={SERVICE_IMAGE_SIZES.card} />);
    const img = image(container);
    expect(img.getAttribute('src')).toBe(UPLOADED);
    expect(img.getAttribute('srcset')).toBe(
      `/media/${ID}/w400.webp 400w, /media/${ID}/w800.webp 800w, /media/${ID}/w1600.webp 1600w`,
    );
    expect(img.getAttribute('sizes')).toBe(SERVICE_IMAGE_SIZES.card);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('show a demo SVG or an earlier upload as it is', () => {
    for (const src of ['/images/services/facial.svg', `/uploads/${ID}.jpg`]) {
      const { container } = render(<ServiceImage src={src} eager />);
      const img = image(container);
      expect(img.getAttribute('src')).toBe(src);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      expect(img.getAttribute('loading')).toBe('eager');
      cleanup();
    }
  });
});
