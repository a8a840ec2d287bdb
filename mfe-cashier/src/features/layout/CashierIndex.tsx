import { Navigate, useLocation } from '@casino/shared';

export function CashierIndex() {
  const { search } = useLocation();
  return <Navigate to={`deposit${search}`} replace />;
}
