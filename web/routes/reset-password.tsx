import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from './-components/account-links/reset-password-page';
import { tokenSearch } from './-components/account-links/token-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearch,
  component: ResetPassword,
});

function ResetPassword() {
  return <ResetPasswordPage token={Route.useSearch().token} />;
}
