import { createFileRoute } from '@tanstack/react-router';
import { ConfirmSubscriptionPage } from './-components/account-links/confirm-subscription-page';
import { tokenSearch } from './-components/account-links/token-search';

export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: tokenSearch,
  component: ConfirmSubscription,
});

function ConfirmSubscription() {
  return <ConfirmSubscriptionPage token={Route.useSearch().token} />;
}
