import { formatSalonTime } from '@salon/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CalendarEntry } from '@/features/orders';
import { cx } from '@/lib/cx';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { overviewText as t } from '../overview-messages';

/** A row of the day's list (time beside the rest from a small screen up), or a line of a therapist's card. */
const LOOKS = {
  row: {
    link: 'flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-3 hover:bg-blush/50',
    time: 'w-full shrink-0 whitespace-nowrap font-semibold text-espresso sm:w-48',
  },
  card: {
    link: 'block rounded-xl bg-sand/70 px-3 py-2 text-sm hover:bg-blush',
    time: 'block font-semibold text-espresso',
  },
};

/**
 * A booked appointment on the overview, as the day's list and a therapist's card both show it: it opens its
 * order, and reads its time range on the salon's clock first, then what `children` add.
 */
export function EntryLink({
  entry,
  look,
  className,
  children,
}: {
  entry: CalendarEntry;
  look: keyof typeof LOOKS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={`/dashboard/orders/${entry.orderId}`} className={cx(LOOKS[look].link, className)}>
      <span className={LOOKS[look].time}>
        <bdi>
          {t.timeRange({
            start: formatSalonTime(entry.starttime, SALON_TIME_ZONE),
            end: formatSalonTime(entry.endtime, SALON_TIME_ZONE),
          })}
        </bdi>
      </span>
      {children}
    </Link>
  );
}
