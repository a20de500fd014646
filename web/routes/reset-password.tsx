import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from './-components/account-links/account-link-pages';
import { tokenSearch } from './-components/account-links/token-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPassword,
});

function ResetPassword() {
  return <ResetPasswordPage token={Route.useSearch().token} />;
}
