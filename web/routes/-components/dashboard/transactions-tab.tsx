import { Spinner } from '../../../ui/spinner';
import * as history from '../history/history.css';
import { useTransactions } from '../history/history-queries';
import { TransactionRow } from '../history/transaction-row';
import * as styles from './dashboard.css';

/** The Transactions tab: the /transactions page's rows, with the dashboard's labels. */
export function TransactionsTab() {
  const transactions = useTransactions();
  return (
    <section className={styles.card} aria-labelledby="transactions-title">
      <h2 id="transactions-title" className={styles.sectionTitle}>
        Transactions
      </h2>
      {transactions.isPending ? (
        <Spinner label="Loading transactions..." />
      ) : transactions.isError ? (
        <p className={styles.muted}>Your transactions could not be loaded. Press Refresh to try again.</p>
      ) : transactions.data.length === 0 ? (
        <p className={styles.muted}>No transactions yet.</p>
      ) : (
        <ul className={history.list}>
          {transactions.data.map((t) => (
            <TransactionRow key={t.id} transaction={t} labels="dashboard" />
          ))}
        </ul>
      )}
    </section>
  );
}
