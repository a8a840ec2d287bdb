import { Navigate, useLocation } from '@casino/shared';

/** `/profile` itself opens the settings (keeping the query). */
export function ProfileIndex() {
  const { search } = useLocation();
  return <Navigate to={`settings${search}`} replace />;
}
