import { createFileRoute } from '@tanstack/react-router';
import { AdminLogin } from './-components/admin/admin-login';

export const Route = createFileRoute('/admin-login')({
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const navigate = Route.useNavigate();
  return (
    <AdminLogin onSignedIn={() => void navigate({ to: '/admin-dashboard', search: { tab: 'overview' } })} />
  );
}
