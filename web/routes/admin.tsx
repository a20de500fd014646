import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin is only a door: it redirects to the sign-in (admin.md section 2). */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    throw redirect({ to: '/admin-login', replace: true });
  },
});
