import { DashboardShell } from '../../app/dashboard/DashboardShell';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /dashboard: the admin shell with its tabs (admin spec §2). Reached only through the admin guard. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  return <DashboardShell />;
}
