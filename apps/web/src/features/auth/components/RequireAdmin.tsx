import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session';
import { canEnterDashboard } from '../admin-guard';

/** Wraps the dashboard: anyone whose token is not a live admin token goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const location = useLocation();
  if (!canEnterDashboard(session)) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
