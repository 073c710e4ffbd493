import { Sparkles } from 'lucide-react';
import { cx } from '../../../lib/cx';

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
      src={src}
      alt={alt}
      width={800}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cx('bg-blush object-cover', aspect, className)}
    />
  );
}
