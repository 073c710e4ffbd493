import { Thumbnail } from '@/components/ui/Thumbnail';
import { cx } from '@/lib/cx';

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
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Thumbnail
      src={imageUrl}
      sizes={sizes}
      width={96}
      height={96}
      className={cx('rounded-full font-semibold', className)}
      fallback={initials}
    />
  );
}
