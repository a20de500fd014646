import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboard } from './-components/admin/admin-dashboard';
import { adminDashboardSearch } from './-components/admin/admin-search';

export const Route = createFileRoute('/admin-dashboard')({
  validateSearch: adminDashboardSearch,
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminDashboard
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
      onSignedOut={() => void navigate({ to: '/admin-login' })}
    />
  );
}
