import {
  Clock,
  FolderTree,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareWarning,
  ShoppingBag,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { catalogKeys } from '../../features/catalog';
import { hoursKeys } from '../../features/hours';
import { adminOrderKeys, adminUserKeys } from '../../features/orders';
import { overviewQueries } from '../../features/overview';
import { problemKeys } from '../../features/problems';
import { dashboardText } from './dashboard-messages';

export const DASHBOARD_TABS = [
  'overview',
  'orders',
  'services',
  'categories',
  'therapists',
  'hours',
  'problems',
  'users',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_TAB: DashboardTab = 'overview';

export const TAB_ICONS: Record<DashboardTab, LucideIcon> = {
  overview: LayoutDashboard,
  orders: ShoppingBag,
  services: Sparkles,
  categories: FolderTree,
  therapists: UserRound,
  hours: Clock,
  problems: MessageSquareWarning,
  users: Users,
};

/**
 * The catalog's tabs and the salon's hours: reception works the day's bookings, customers and messages,
 * never the catalog or the settings.
 */
const ADMIN_ONLY_TABS: readonly DashboardTab[] = ['services', 'categories', 'therapists', 'hours'];

/** The tabs a role sees: all for the admin, the rest for reception (the server refuses the rest anyway). */
export function tabsFor(role: string | undefined): readonly DashboardTab[] {
  return role === 'admin' ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => !ADMIN_ONLY_TABS.includes(tab));
}

const TAB_LABELS: Record<DashboardTab, () => string> = {
  overview: dashboardText.tabOverview,
  orders: dashboardText.tabOrders,
  services: dashboardText.tabServices,
  categories: dashboardText.tabCategories,
  therapists: dashboardText.tabTherapists,
  hours: dashboardText.tabHours,
  problems: dashboardText.tabProblems,
  users: dashboardText.tabUsers,
};

/** 'therapists' → 'Therapists' (the spec's tabs are capitalised), in this build's language. */
export const tabLabel = (tab: DashboardTab) => TAB_LABELS[tab]();

export function parseTab(value: string | null, tabs: readonly DashboardTab[] = DASHBOARD_TABS): DashboardTab {
  return tabs.includes(value as DashboardTab) ? (value as DashboardTab) : DEFAULT_TAB;
}

/** What Refresh reloads on each tab (admin spec §2): the lists that tab shows. */
export const TAB_QUERIES: Record<DashboardTab, ReadonlyArray<readonly string[]>> = {
  overview: overviewQueries(),
  orders: [adminOrderKeys.lists],
  services: [catalogKeys.services, catalogKeys.categories],
  categories: [catalogKeys.categories],
  therapists: [catalogKeys.therapists, catalogKeys.services],
  hours: [hoursKeys.salon],
  problems: [problemKeys.all],
  users: [adminUserKeys.all],
};
