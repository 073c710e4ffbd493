import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/features/session';
import { dashboardHome, dashboardRedirect } from '../admin-guard';

/**
 * Wraps the dashboard: anyone without a live staff session goes to /login; a therapist sees only their own
 * day, admin and reception the tabs.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  const home = dashboardHome(session);
  if (!home) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  const redirect = dashboardRedirect(home, location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
