import { createFileRoute } from '@tanstack/react-router';
import { PlayerOnly } from '../auth/player-only';
import { parseTransactionSearch } from '../lib/transaction-filter';
import { TransactionsPage } from './-components/history/transactions-page';

export const Route = createFileRoute('/transactions')({
  validateSearch: parseTransactionSearch,
  component: () => (
    <PlayerOnly>
      <TransactionsPage />
    </PlayerOnly>
  ),
});
