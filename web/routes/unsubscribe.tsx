import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from './-components/account-links/token-search';
import { UnsubscribePage } from './-components/account-links/unsubscribe-page';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  component: Unsubscribe,
});

function Unsubscribe() {
  return <UnsubscribePage token={Route.useSearch().token} />;
}
