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

/** 'therapists' → 'Therapists' (the spec's tabs are capitalised). */
export const tabLabel = (tab: DashboardTab) => tab.charAt(0).toUpperCase() + tab.slice(1);

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
