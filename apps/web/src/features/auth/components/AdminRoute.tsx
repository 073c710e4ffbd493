import { Outlet } from 'react-router';
import { RequireAdmin } from './RequireAdmin';

/** The route element over /dashboard and everything under it (admin spec §2 "Access guard"). */
export function AdminRoute() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
