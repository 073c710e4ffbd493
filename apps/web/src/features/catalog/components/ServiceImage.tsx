import { imageSources } from '@salon/shared';
import { Sparkles } from 'lucide-react';
import { cx } from '@/lib/cx';

/**
 * How wide a service picture is shown where it appears, so the browser downloads the stored width that
 * fills it (400, 800 or 1600 pixels) and no more: the catalog's grid (one, two or three columns in a
 * 1280-pixel page), the detail page's main column, and the dashboard's thumbnails.
 */
export const SERVICE_IMAGE_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  detail: '(min-width: 1280px) 800px, (min-width: 1024px) calc(100vw - 34rem), 100vw',
  thumbnail: '96px',
} as const;

/** The pictures already preloaded in this page, so a second answer or filter adds no second link. */
const preloaded = new Set<string>();

/**
 * Starts fetching the first screenful's service pictures as soon as their URLs are known, ahead of the render
 * that builds their cards: they are the page's largest paint. Each preload names the same sources and sizes
 * as the picture will (`imagesrcset`, `imagesizes`), so the browser picks the same file and fetches it once.
 */
export function preloadServiceImages(sources: (string | null)[], sizes: string): void {
  for (const src of sources) {
    if (!src) continue;
    const image = imageSources(src, sizes);
    const key = image.srcSet ?? image.src;
    if (preloaded.has(key)) continue;
    preloaded.add(key);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = image.src;
    if (image.srcSet) {
      link.imageSrcset = image.srcSet;
      link.imageSizes = sizes;
    }
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
interface ServiceImageProps {
  src: string | null;
  /** Empty for decorative use: the name is right beside the picture. */
  alt?: string;
  /** Size and shape; the default fills the width. */
  className?: string;
  /** The fixed ratio that reserves the picture's space before it loads. */
  aspect?: string;
  /** The first screenful may load eagerly; the rest of the grid waits until it is near. */
  eager?: boolean;
  /** How wide it is shown: one of SERVICE_IMAGE_SIZES. */
  sizes?: string;
}

/**
 * A service picture at a fixed 4:3 ratio, so the grid never jumps while images arrive. Services
 * without a picture get a soft gradient with a sparkle instead of a broken image.
 */
export function ServiceImage({
  src,
  alt = '',
  className = 'w-full',
  aspect = 'aspect-[4/3]',
  eager = false,
  sizes = SERVICE_IMAGE_SIZES.thumbnail,
}: ServiceImageProps) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={cx('grid place-items-center bg-gradient-to-br from-blush to-champagne/60', aspect, className)}
      >
        <Sparkles className="size-10 text-wine/60" strokeWidth={1.4} />
      </div>
    );
  }
  return (
    <img
      {...imageSources(src, sizes)}
      alt={alt}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      // The first screenful's pictures are the page's largest paint: fetched before scripts that can wait.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cx('bg-blush object-cover', aspect, className)}
    />
  );
}
