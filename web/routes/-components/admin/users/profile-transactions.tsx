import { formatAmount } from '../../../../lib/format';
import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { Alert } from '../../../../ui/alert';
import { Spinner } from '../../../../ui/spinner';
import { RefundBadge } from '../../history/refund-badge';
import * as office from '../back-office.css';
import { PROFILE_POLL_MS } from './types';
import * as styles from './users.css';

/** The player's settled entries: what they paid, for which number in which game, and any refund. */
export function ProfileTransactions({ userId }: { userId: number }) {
  const transactions = trpc.admin.users.transactions.useQuery(
    { id: userId },
    { refetchInterval: PROFILE_POLL_MS },
  );
  if (transactions.isPending) return <Spinner label="Loading transactions..." />;
  if (transactions.isError) return <Alert tone="danger">The transactions could not be loaded.</Alert>;
  if (transactions.data.length === 0) return <p className={office.muted}>No transactions yet.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
    <ul className={styles.scrollList} tabIndex={0} aria-label="Transactions">
      {transactions.data.map((t) => (
        <li key={t.id} className={styles.feedItem}>
          <span className={styles.lineHead}>
            <strong>
              #{t.number} · {t.gameName}
            </strong>
            <span className={office.figure}>{formatAmount(t.amount)}</span>
          </span>
          <span className={office.muted}>
            {t.paymentMethod} · {t.status} · {formatZonedDateTime(t.timestamp)}
          </span>
          <RefundBadge refund={t.refund} />
        </li>
      ))}
    </ul>
  );
}
