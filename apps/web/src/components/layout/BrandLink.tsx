import { SALON } from '@salon/shared';
import { Link } from 'react-router';
import { cx } from '@/lib/cx';
import { pageLayoutText } from './layout-messages';

/**
 * The salon's wordmark. Its name is its visible words, "Lumière Salon & Spa" (ui-contract), so what a speech
 * user reads on screen is what they can say (WCAG 2.5.3 label in name); the "L" monogram is decoration.
 */
export function BrandLink({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="group inline-flex items-center gap-3">
      <span
        aria-hidden="true"
        className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-rose-gold to-champagne font-display text-xl text-white shadow-sm lg:size-11"
      >
        L
      </span>
      <span className="flex flex-col leading-none">
        <span className={cx('font-display text-xl lg:text-2xl', tone === 'dark' ? 'text-espresso' : 'text-ivory')}>
          {SALON.shortName}
        </span>{' '}
        <span
          className={cx(
            'mt-1 text-[0.65rem] font-semibold uppercase tracking-[0.28em]',
            tone === 'dark' ? 'text-wine' : 'text-blush-200',
          )}
        >
          {pageLayoutText.salonAndSpa()}
        </span>
      </span>
    </Link>
  );
}
