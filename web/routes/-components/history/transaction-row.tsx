import { formatCents, toCents } from '../../../lib/cents';
import { formatDateTime } from '../../../lib/date-time';
import { instantWinOf } from '../../../lib/instant-prizes';
import { Link } from '../../../ui/link';
import { InstantWinBadge } from '../instant-prizes/instant-prize-list';
import * as styles from './history.css';
import type { TransactionOut } from './history-types';
import { RefundBadge, VoidBadge } from './refund-badge';

/**
 * One transaction in the labels of where it shows (docs/rules/player-pages.md, History pages): /transactions names the
 * 'Spin Result', a 'Free Spin' or 'Paid Spin' badge and the Transaction ID; the dashboard tab a 'Free
 * Play' or 'Paid' label and, for paid ones, the spun number ('Unknown' if absent). Both show a refunded
 * charge's refund under it.
 */
export function TransactionRow({
  transaction,
  labels,
}: {
  transaction: TransactionOut;
  labels: 'page' | 'dashboard';
}) {
  const cents = toCents(transaction.amount);
  const free = transaction.isFreePlay;
  const badge = (
    <span className={free ? styles.badge.free : styles.badge.paid}>{badgeText(free, labels)}</span>
  );
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        {labels === 'page' ? (
          <span>
            Spin Result: <strong>{spinResult(transaction)}</strong> {badge}
          </span>
        ) : (
          <span>
            {badge}
            {free ? null : (
              <>
                {' '}
                Number <strong>{transaction.spunNumber ?? 'Unknown'}</strong>
              </>
            )}
          </span>
        )}
        <InstantWinBadge win={instantWinOf(transaction)} />
        <span className={styles.muted}>
          {transaction.gameName} · {formatDateTime(transaction.createdAt)}
        </span>
        <RefundBadge refund={transaction.refund} />
        <VoidBadge isVoid={transaction.isVoid} />
        {labels === 'page' ? <span className={styles.mono}>Transaction ID: {transaction.id}</span> : null}
        {labels === 'page' ? <SpinSeed transaction={transaction} /> : null}
      </div>
      <span className={styles.amount}>{cents === 0 ? 'FREE' : formatCents(cents)}</span>
    </li>
  );
}

/**
 * The entry's spin and the client seed it used in its game (docs/rules/fairness.md, Seeds and the
 * commitment): the player's seed for that game, which its public log shows, with the page verifying it.
 */
function SpinSeed({ transaction }: { transaction: TransactionOut }) {
  if (transaction.spin === null || transaction.clientSeed === null) return null;
  return (
    <span className={styles.mono}>
      Spin #{transaction.spin} · your client seed for this game: {transaction.clientSeed} ·{' '}
      <Link href={`/fairness/${transaction.gameId}`}>Verify</Link>
    </span>
  );
}

function badgeText(free: boolean, labels: 'page' | 'dashboard'): string {
  if (labels === 'page') return free ? 'Free Spin' : 'Paid Spin';
  return free ? 'Free Play' : 'Paid';
}

const spinResult = (t: TransactionOut) => (Number.isFinite(t.spinResult) ? `#${t.spinResult}` : 'Processing');
