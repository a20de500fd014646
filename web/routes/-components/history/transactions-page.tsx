import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { averageSpentOf, formatCents, spentCents } from '../../../lib/cents';
import { useDocumentTitle } from '../../../lib/document-title';
import { downloadText } from '../../../lib/download';
import type { TransactionSearch } from '../../../lib/transaction-filter';
import { filterTransactions, isFiltered } from '../../../lib/transaction-filter-apply';
import { transactionsCsv } from '../../../lib/transactions-csv';
import { Button } from '../../../ui/button';
import * as styles from './history.css';
import { EmptyState, HistoryPage, QueryStates, SummaryCard } from './history-page';
import { useTransactions } from './history-queries';
import type { TransactionOut } from './history-types';
import { TransactionFilterPanel } from './transaction-filter-panel';
import { TransactionRow } from './transaction-row';

const FILTER_ID = 'transaction-filter';

/** /transactions (docs/rules/player-pages.md, History pages): summary, filterable list, CSV export. */
export function TransactionsPage() {
  useDocumentTitle('Transactions');
  const search = useSearch({ from: '/transactions' });
  const navigate = useNavigate({ from: '/transactions' });
  const [filterOpen, setFilterOpen] = useState(isFiltered(search));
  const transactions = useTransactions();
  const shown = filterTransactions(transactions.data ?? [], search);
  const setSearch = (next: TransactionSearch) => void navigate({ search: next, replace: true });

  return (
    <HistoryPage
      title="Transaction History"
      subtitle="Every spin you have made, free and paid."
      onRefresh={() => void transactions.refetch()}
      refreshing={transactions.isFetching}
      actions={
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={filterOpen}
            aria-controls={filterOpen ? FILTER_ID : undefined}
            onPress={() => setFilterOpen((open) => !open)}
          >
            {isFiltered(search) ? 'Filter (on)' : 'Filter'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={shown.length === 0}
            onPress={() => downloadText('prize-wheel-transactions.csv', transactionsCsv(shown), 'text/csv')}
          >
            Export CSV
          </Button>
        </>
      }
    >
      {filterOpen ? <TransactionFilterPanel id={FILTER_ID} search={search} onChange={setSearch} /> : null}
      <QueryStates
        query={transactions}
        loadingLabel="Loading Transactions..."
        errorTitle="Could Not Load Transactions"
      >
        {() =>
          transactions.data?.length === 0 ? (
            <EmptyState
              icon="🧾"
              title="No Transactions Yet"
              text="Your spins and what they cost will appear here."
            />
          ) : (
            <>
              <TransactionSummary transactions={shown} />
              {shown.length === 0 ? (
                <div className={styles.centred}>
                  <h2 className={styles.sectionTitle}>No Matching Transactions</h2>
                  <p className={styles.muted}>No transaction matches this filter.</p>
                  <Button variant="ghost" onPress={() => setSearch({})}>
                    Clear Filter
                  </Button>
                </div>
              ) : (
                <section className={styles.section} aria-labelledby="transactions-list">
                  <h2 id="transactions-list" className={styles.sectionTitle}>
                    {isFiltered(search) ? `Filtered Transactions (${shown.length})` : 'All Transactions'}
                  </h2>
                  <ul className={styles.list}>
                    {shown.map((transaction) => (
                      <TransactionRow key={transaction.id} transaction={transaction} labels="page" />
                    ))}
                  </ul>
                </section>
              )}
            </>
          )
        }
      </QueryStates>
    </HistoryPage>
  );
}

function TransactionSummary({ transactions }: { transactions: TransactionOut[] }) {
  return (
    <dl className={`${styles.summary} ${styles.summaryThree}`}>
      <SummaryCard label="Total Spent" value={formatCents(spentCents(transactions))} />
      <SummaryCard label="Total Transactions" value={String(transactions.length)} />
      <SummaryCard label="Average Spin" value={formatCents(averageSpentOf(transactions))} />
    </dl>
  );
}
