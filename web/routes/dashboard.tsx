import { createFileRoute } from '@tanstack/react-router';
import { PlayerOnly } from '../auth/player-only';
import { Dashboard } from './-components/dashboard/dashboard';
import { dashboardSearch } from './-components/dashboard/dashboard-search';

export const Route = createFileRoute('/dashboard')({
  validateSearch: dashboardSearch,
  component: DashboardPage,
});

/** Signed-out visitors go to the landing page (docs/rules/player-pages.md, Routes). */
function DashboardPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlayerOnly>
      <Dashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />
    </PlayerOnly>
  );
}
