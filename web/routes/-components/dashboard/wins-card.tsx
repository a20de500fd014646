import { formatDateTime, formatPrizeValue } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Link } from '../../../ui/link';
import * as styles from './dashboard.css';

/**
 * The prizes the player has won and holds, main and instant alike, newest first, each with a link to
 * its game's fairness page (claiming is on the My Prizes tab).
 */
export function WinsCard({ pollMs }: { pollMs: number }) {
  const wins = trpc.account.wins.useQuery(undefined, { refetchInterval: pollMs });
  if (!wins.data || wins.data.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="your-wins">
      <h2 id="your-wins" className={styles.sectionTitle}>
        Your Wins
      </h2>
      <ul className={styles.list}>
        {wins.data.map((win) => (
          <li key={win.winnerId} className={styles.row}>
            <div className={styles.rowMain}>
              <strong>
                {win.prize} ({formatPrizeValue(win.prizeValue)}) in {win.gameName}
              </strong>
              <span className={styles.muted}>
                Number {win.number}, {win.kind === 'instant' ? 'instant win' : 'drawn'}{' '}
                {formatDateTime(win.wonAt)}
              </span>
            </div>
            <Link href={`/fairness/${win.gameId}`}>Fairness of {win.gameName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
