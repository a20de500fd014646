import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from './-components/account-links/account-link-pages';
import { tokenSearch } from './-components/account-links/token-search';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  component: Unsubscribe,
});

function Unsubscribe() {
  return <UnsubscribePage token={Route.useSearch().token} />;
}
