import { Hourglass } from 'lucide-react';
import { type DashboardTab, tabLabel } from '../dashboard-tabs';

const COMING: Partial<Record<DashboardTab, string>> = {
  overview:
    'The calendar of orders, today’s therapist overview, reserved appointments and manual orders arrive in a later update.',
  orders: 'Searching, filtering, viewing and editing orders arrive in a later update.',
  problems: 'Customer problem reports, including contact-form messages, arrive in a later update.',
  users: 'The list of users and their order history arrive in a later update.',
};

/** Tabs whose work belongs to later issues say so plainly instead of showing empty tables. */
export function PlaceholderPanel({ tab }: { tab: DashboardTab }) {
  return (
    <section
      aria-labelledby="placeholder-heading"
      className="rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-14 text-center"
    >
      <Hourglass aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.5} />
      <h2 id="placeholder-heading" className="mt-4 text-2xl text-espresso">
        {tabLabel(tab)}: not available yet
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-taupe">{COMING[tab]}</p>
      <p className="mx-auto mt-1 max-w-lg text-sm text-taupe">
        Services, categories and therapists can already be managed in their tabs.
      </p>
    </section>
  );
}
