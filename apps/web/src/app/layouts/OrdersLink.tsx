import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
// The first bundle imports this module itself, not the feature's index.ts (docs/decisions.md, first bundle).
import { useBookedAppointmentsCount } from '@/features/booking/use-booked-appointments-count';
import { layoutText } from './layout-messages';

/**
 * Header link to My Appointments with the count of locally booked appointments (spec §2). The badge sits
 * beside the link, not in it, and the link says its number in its description: its name stays the word it
 * stands for in every language (WCAG 2.5.3, label in name).
 */
export function OrdersLink() {
  const count = useBookedAppointmentsCount();
  return (
    <span className="relative">
      <Link
        to="/orders"
        aria-label={layoutText.orders()}
        aria-description={count > 0 ? layoutText.ordersWaiting({ count }) : undefined}
        className="grid size-11 place-items-center rounded-full text-espresso transition-colors hover:bg-blush"
      >
        <CalendarCheck aria-hidden="true" className="size-6" strokeWidth={1.6} />
      </Link>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="orders-badge"
          className="pointer-events-none absolute -top-0.5 -end-0.5 grid min-w-5 place-items-center rounded-full bg-wine px-1.5 text-[0.7rem] font-semibold leading-5 text-white ring-2 ring-ivory"
        >
          {count}
        </span>
      )}
    </span>
  );
}
