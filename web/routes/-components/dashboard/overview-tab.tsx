import { Link } from 'react-aria-components';
import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import { RefundBadge, VoidBadge } from '../history/refund-badge';
import * as styles from './dashboard.css';
import { WinsCard } from './wins-card';

/** Stats and history poll every 10 s while shown; stats stay fresh 30 s (docs/rules/player-pages.md, Keeping figures fresh). */
const POLL_MS = 10_000;
const RECENT_HISTORY = 5;

const SHORTCUTS = [
  { href: '/games', title: 'Play Games', text: 'Spin the wheel in a live game' },
  { href: '/transactions', title: 'Transactions', text: 'Every spin and what it cost' },
  { href: '/achievements', title: 'Achievements', text: 'Your goals and badges' },
  { href: '/my-numbers', title: 'My Numbers', text: 'All the numbers you have spun' },
];

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

export function OverviewTab() {
  const stats = trpc.account.stats.useQuery(undefined, { refetchInterval: POLL_MS, staleTime: 30_000 });
  // The transactions carry each entry's game name and its refund (the Transactions tab shares the query).
  const history = trpc.account.transactions.useQuery(undefined, { refetchInterval: POLL_MS });
  const s = stats.data;
  const figures = [
    { label: 'Games Won', value: s ? String(s.totalWins) : '-' },
    { label: 'Total Spent', value: s ? formatAmount(s.totalSpent) : '-' },
    { label: 'Total Spins', value: s ? String(s.totalSpins) : '-' },
    { label: 'Free Spins', value: s ? String(s.freeSpins) : '-' },
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.stat}>
            <span className={styles.muted}>{figure.label}</span>
            <span className={styles.statValue}>{figure.value}</span>
          </div>
        ))}
      </div>
      <WinsCard pollMs={POLL_MS} />
      <nav aria-label="Shortcuts" className={styles.grid}>
        {SHORTCUTS.map((shortcut) => (
          <Link key={shortcut.href} href={shortcut.href} className={styles.shortcut}>
            <strong>{shortcut.title}</strong>
            <span className={styles.muted}>{shortcut.text}</span>
          </Link>
        ))}
      </nav>
      <section className={styles.card} aria-labelledby="live-activity">
        <h2 id="live-activity" className={styles.sectionTitle}>
          Live Activity
        </h2>
        <p className={styles.muted}>Welcome back! Pick a live game and spin for your next number.</p>
      </section>
      <section className={styles.card} aria-labelledby="recent-history">
        <h2 id="recent-history" className={styles.sectionTitle}>
          Recent Game History
        </h2>
        {history.isPending ? (
          <Spinner label="Loading history..." />
        ) : history.isError ? (
          <p className={styles.muted}>Your game history could not be loaded. Press Refresh to try again.</p>
        ) : history.data.length === 0 ? (
          <p className={styles.muted}>No games played yet. Spin a wheel and your games show up here.</p>
        ) : (
          <ul className={styles.list}>
            {history.data.slice(0, RECENT_HISTORY).map((entry) => (
              <li key={entry.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <strong>{entry.gameName}</strong>
                  <span className={styles.muted}>
                    Number {entry.spunNumber} · {formatDate(entry.createdAt)}
                  </span>
                  <RefundBadge refund={entry.refund} />
                  <VoidBadge isVoid={entry.isVoid} />
                </div>
                <span className={styles.amount}>
                  {entry.amount === 0 ? 'FREE' : formatAmount(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
