import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin is only a door: it redirects to the sign-in (docs/rules/back-office.md, Administrators). */
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    throw redirect({ to: '/admin-login', replace: true });
  },
});
