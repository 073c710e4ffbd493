import {
  Clock,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  Receipt,
  ShoppingBag,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { CategoriesPanel, ServicesPanel } from '@/features/catalog';
import { HoursPanel } from '@/features/hours';
import { OrdersPanel } from '@/features/orders';
import { OverviewPanel, overviewQueries } from '@/features/overview';
import { ProblemsPanel } from '@/features/problems';
import { TherapistsPanel } from '@/features/therapists';
import { CheckoutLink } from '@/features/till';
import { UsersPanel } from '@/features/users';
import { ServiceWaitlistLink } from '@/features/waitlist';
import { adminOrderKeys, adminUserKeys, catalogKeys, hoursKeys, problemKeys } from '@/lib/query-keys';
import { dashboardText } from './dashboard-messages';

// The till's screens load with their tab: most visits to the dashboard never open it. The panel's own module,
// not the feature's index: other pages import the index statically, and a lazy import of it here made Rolldown
// split react-router and a dozen more modules out of the first bundle (13 first-load scripts, 105 kB gzip).
const TillPanel = lazy(() => import('@/features/money/components/TillPanel').then((m) => ({ default: m.TillPanel })));

export const DASHBOARD_TABS = [
  'overview',
  'orders',
  'till',
  'services',
  'categories',
  'therapists',
  'hours',
  'problems',
  'users',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_TAB: DashboardTab = 'overview';

interface TabSpec {
  icon: LucideIcon;
  /** 'therapists' → 'Therapists' (the spec's tabs are capitalised), in this build's language. */
  label: () => string;
  /** What Refresh reloads on the tab (admin spec §2): the lists it shows. */
  queries: ReadonlyArray<readonly string[]>;
  /** The catalog's tabs and the salon's hours: reception works the day's bookings, customers and messages. */
  adminOnly?: true;
  /** The feature's panel, composed here: the Services tab links each service to its waitlist. */
  panel: () => ReactNode;
}

/** Every tab in one place: a new tab is one entry here and its label in the catalogue. */
const TABS: Record<DashboardTab, TabSpec> = {
  overview: {
    icon: LayoutDashboard,
    label: dashboardText.tabOverview,
    queries: overviewQueries(),
    // Each order of a day's list gets the till's Checkout (issue 29).
    panel: () => <OverviewPanel orderAction={(order) => <CheckoutLink {...order} />} />,
  },
  orders: {
    icon: ShoppingBag,
    label: dashboardText.tabOrders,
    queries: [adminOrderKeys.lists],
    panel: () => <OrdersPanel />,
  },
  till: {
    icon: Receipt,
    label: dashboardText.tabTill,
    queries: [['dashboard', 'till']],
    panel: () => (
      <Suspense
        fallback={
          <p role="status" className="py-10 text-center text-taupe">
            {dashboardText.loadingTab()}
          </p>
        }
      >
        <TillPanel />
      </Suspense>
    ),
  },
  services: {
    icon: Sparkles,
    label: dashboardText.tabServices,
    queries: [catalogKeys.services, catalogKeys.categories],
    adminOnly: true,
    panel: () => (
      <ServicesPanel
        serviceLink={(service) => <ServiceWaitlistLink serviceId={service._id} serviceName={service.name} />}
      />
    ),
  },
  categories: {
    icon: FolderTree,
    label: dashboardText.tabCategories,
    queries: [catalogKeys.categories],
    adminOnly: true,
    panel: () => <CategoriesPanel />,
  },
  therapists: {
    icon: UserRound,
    label: dashboardText.tabTherapists,
    queries: [catalogKeys.therapists, catalogKeys.services],
    adminOnly: true,
    panel: () => <TherapistsPanel />,
  },
  hours: {
    icon: Clock,
    label: dashboardText.tabHours,
    queries: [hoursKeys.salon],
    adminOnly: true,
    panel: () => <HoursPanel />,
  },
  problems: {
    icon: MessageSquareWarning,
    label: dashboardText.tabProblems,
    queries: [problemKeys.all],
    panel: () => <ProblemsPanel />,
  },
  users: {
    icon: Users,
    label: dashboardText.tabUsers,
    queries: [adminUserKeys.all],
    panel: () => <UsersPanel />,
  },
};

export const tabSpec = (tab: DashboardTab): TabSpec => TABS[tab];

/** The tabs a role sees: all for the admin, the rest for reception (the server refuses the rest anyway). */
export function tabsFor(role: string | undefined): readonly DashboardTab[] {
  return role === 'admin' ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => !TABS[tab].adminOnly);
}

export function parseTab(value: string | null, tabs: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  return tabs.includes(value as DashboardTab) ? (value as DashboardTab) : DEFAULT_TAB;
}
