import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';
import { formatDate, POLL_MS } from './overview-tab';

export function TransactionsTab() {
  const transactions = trpc.account.transactions.useQuery(undefined, {
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
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
        <ul className={styles.list}>
          {transactions.data.map((t) => (
            <li key={t.id} className={styles.row}>
              <div className={styles.rowMain}>
                <span className={t.amount === 0 ? styles.badge.info : styles.badge.warning}>
                  {t.amount === 0 ? 'Free Play' : 'Paid'}
                </span>
                <span className={styles.muted}>
                  {t.gameName} · {formatDate(t.createdAt)}
                  {t.amount === 0 ? null : ` · Number ${t.spunNumber ?? 'Unknown'}`}
                </span>
              </div>
              <span className={styles.amount}>{t.amount === 0 ? 'FREE' : formatAmount(t.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
