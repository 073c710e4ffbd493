import {
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
import { adminOrderKeys, adminUserKeys } from '../../features/orders';
import { overviewQueries } from '../../features/overview';
import { problemKeys } from '../../features/problems';

export const DASHBOARD_TABS = [
  'overview',
  'orders',
  'services',
  'categories',
  'therapists',
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
  problems: MessageSquareWarning,
  users: Users,
};

/** 'therapists' → 'Therapists' (the spec's tabs are capitalised). */
export const tabLabel = (tab: DashboardTab) => tab.charAt(0).toUpperCase() + tab.slice(1);

export function parseTab(value: string | null): DashboardTab {
  return DASHBOARD_TABS.includes(value as DashboardTab) ? (value as DashboardTab) : DEFAULT_TAB;
}

/** What Refresh reloads on each tab (admin spec §2): the lists that tab shows. */
export const TAB_QUERIES: Record<DashboardTab, ReadonlyArray<readonly string[]>> = {
  overview: overviewQueries(),
  orders: [adminOrderKeys.lists],
  services: [catalogKeys.services, catalogKeys.categories],
  categories: [catalogKeys.categories],
  therapists: [catalogKeys.therapists, catalogKeys.services],
  problems: [problemKeys.all],
  users: [adminUserKeys.all],
};
