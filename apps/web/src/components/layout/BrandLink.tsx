import { SALON } from '@salon/shared';
import { Link } from 'react-router';
import { cx } from '../../lib/cx';

/** The salon's wordmark. aria-label keeps the link's name exactly the salon's name (ui-contract). */
export function BrandLink({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" aria-label={SALON.name} onClick={onClick} className="group inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-rose-gold to-champagne font-display text-xl text-white shadow-sm lg:size-11"
      >
        L
      </span>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className={cx('font-display text-xl lg:text-2xl', tone === 'dark' ? 'text-espresso' : 'text-ivory')}>
          {SALON.shortName}
        </span>
        <span
          className={cx(
            'mt-1 text-[0.65rem] font-semibold uppercase tracking-[0.28em]',
            tone === 'dark' ? 'text-wine' : 'text-blush-200',
          )}
        >
          Salon &amp; Spa
        </span>
      </span>
    </Link>
  );
}
