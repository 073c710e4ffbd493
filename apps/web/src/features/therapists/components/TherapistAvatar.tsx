import { imageSources } from '@salon/shared';
import { cx } from '../../../lib/cx';

/** The therapist's photo, or their initials on a soft disc. */
export function TherapistAvatar({
  name,
  imageUrl,
  className = 'size-11',
  sizes = '48px',
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
  /** The disc's width, so the smallest stored width that fills it is downloaded. */
  sizes?: string;
}) {
  if (imageUrl) {
    return (
      <img
        {...imageSources(imageUrl, sizes)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className={cx('shrink-0 rounded-full bg-blush object-cover', className)}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={cx('grid shrink-0 place-items-center rounded-full bg-blush font-semibold text-wine', className)}
    >
      {initials}
    </span>
  );
}
