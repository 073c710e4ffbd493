import { imageSources } from '@salon/shared';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * A stored picture shown small (a therapist's photo, a category's image), loaded when it scrolls near; where
 * there is none, a soft stand-in of the same size with `fallback` (an icon, initials) in it.
 */
export function Thumbnail({
  src,
  sizes,
  width,
  height,
  className,
  fallback,
}: {
  src: string | null | undefined;
  /** The shown width, so the smallest stored width that fills it is downloaded. */
  sizes: string;
  width: number;
  height: number;
  /** Size and shape, on the picture and the stand-in alike: 'size-12 rounded-full'. */
  className: string;
  fallback: ReactNode;
}) {
  if (!src) {
    return (
      <span aria-hidden="true" className={cx('grid shrink-0 place-items-center bg-blush text-wine', className)}>
        {fallback}
      </span>
    );
  }
  return (
    <img
      {...imageSources(src, sizes)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cx('shrink-0 bg-blush object-cover', className)}
    />
  );
}
