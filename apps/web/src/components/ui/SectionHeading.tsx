import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  /** Lets the section point at its heading with aria-labelledby. */
  id?: string;
  intro?: ReactNode;
  align?: 'center' | 'left';
}

/** The small-caps eyebrow, serif title and short intro that open each section. */
export function SectionHeading({ eyebrow, title, id, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-xs font-semibold uppercase tracking-[0.2em] text-wine">{eyebrow}</p>}
      <h2 id={id} className="mt-3 text-3xl text-espresso sm:text-4xl">
        {title}
      </h2>
      <div
        aria-hidden="true"
        className={cx(
          'mt-4 h-px w-16 bg-gradient-to-r from-rose-gold to-champagne rtl:bg-gradient-to-l',
          align === 'center' && 'mx-auto',
        )}
      />
      {intro && <p className="mt-5 text-base leading-relaxed text-taupe sm:text-lg">{intro}</p>}
    </div>
  );
}
