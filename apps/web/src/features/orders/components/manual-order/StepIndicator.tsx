import { OVERVIEW_MESSAGES } from '@salon/shared';
import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';
import { ordersText as t } from '../../orders-messages';

/**
 * '1 Select Services & Appointments', '2 Customer Information', '3 Confirmation' (admin spec §2). The dialog
 * has two screens: the summary carries steps 2 and 3, and step 3 is current while the booking is sent.
 */
export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol aria-label={t.progress()} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {OVERVIEW_MESSAGES.steps.map((label, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className={cx('flex items-center gap-2', active ? 'font-semibold text-espresso' : 'text-taupe')}
          >
            <span
              aria-hidden="true"
              className={cx(
                'grid size-7 place-items-center rounded-full border text-xs font-semibold',
                active && 'border-wine bg-wine text-white',
                done && 'border-wine bg-blush text-wine',
                !active && !done && 'border-blush-200 bg-white text-taupe',
              )}
            >
              {done ? <Check className="size-4" /> : number}
            </span>
            <span>
              <span className="sr-only">{number} </span>
              {label}
              {done && <span className="sr-only"> {t.stepDone()}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
