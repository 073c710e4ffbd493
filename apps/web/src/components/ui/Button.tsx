import { ArrowRight } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/cx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-wine text-white shadow-sm hover:bg-wine-dark',
  secondary: 'border border-wine/40 bg-white text-wine hover:border-wine hover:bg-blush',
  ghost: 'text-wine hover:bg-blush',
  // For dark backgrounds (hero, footer).
  light: 'bg-ivory text-espresso shadow-sm hover:bg-blush',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-7 py-3 text-base',
};

/** Shared by buttons and button-looking links, so both stay in step. */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  /** A call to go on ("View All Treatments →"): the arrow is drawn here once, so it turns in one place for right-to-left pages. */
  arrow?: boolean;
}

export function ButtonLink({ variant, size, className, arrow, children, ...props }: ButtonLinkProps) {
  return (
    <Link className={buttonClasses(variant, size, typeof className === 'string' ? className : undefined)} {...props}>
      {children}
      {arrow && <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
    </Link>
  );
}
