import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What a screen reader says: the button shows only its icon. */
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
}

/** A round button of one icon, 44 pixels square so a finger finds it (close, dismiss, remove). */
export function IconButton({
  label,
  icon: Icon,
  iconClassName = 'size-4',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx('grid size-11 place-items-center rounded-full', className)}
      {...props}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
