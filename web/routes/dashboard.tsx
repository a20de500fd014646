import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { Dashboard } from './-components/dashboard/dashboard';
import { dashboardSearch } from './-components/dashboard/dashboard-search';

export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearch,
  component: DashboardPage,
});

/** Signed-out visitors go to the landing page (player.md section 2). */
function DashboardPage() {
  const { state } = useAuth();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (state.status !== 'signed-in') return <Navigate to="/" replace />;
  return <Dashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />;
}
