import { PAGE_META } from '@salon/shared';
import { DashboardShell } from '@/app/dashboard/DashboardShell';
import { usePageMeta } from '@/lib/use-page-meta';

/** /dashboard: the admin shell with its tabs (admin spec §2). Reached only through the admin guard. */
export function DashboardPage() {
  usePageMeta(PAGE_META.dashboard);
  return <DashboardShell />;
}
