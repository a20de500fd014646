import { GAME_STATUS_LABELS } from '../../../../domain/games/game-status';
import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { countOf, formatZonedTime } from '../../../lib/us-format';
import { Spinner } from '../../../ui/spinner';
import * as styles from './admin.css';
import { DatabaseToolsCard } from './database-tools-card';
import { OverviewShortcuts } from './overview-shortcuts';
import { SystemStatusPanel } from './system-status-panel';
import { LiveActivityFeed } from './users/live-activity-feed';

/** The overview stats refresh every 15 s while the tab is open (docs/rules/back-office.md, Dashboard). */
const STATS_POLL_MS = 15_000;

export function OverviewTab() {
  const stats = trpc.admin.dashboard.stats.useQuery(undefined, { refetchInterval: STATS_POLL_MS });
  if (stats.isPending) return <Spinner label="Loading stats..." />;
  if (stats.isError) {
    return (
      <p className={styles.muted}>The figures could not be loaded. They are tried again every 15 seconds.</p>
    );
  }
  const s = stats.data;
  const tiles = [
    { label: 'Total Games', value: String(s.totalGames) },
    { label: 'Live Games', value: String(s.activeGames) },
    { label: 'Player Spins', value: String(s.totalSpins) },
    { label: 'Total Revenue', value: formatAmount(s.totalRevenue) },
  ];
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.stat}>
            <span className={styles.muted}>{tile.label}</span>
            <span className={styles.statValue}>{tile.value}</span>
          </div>
        ))}
      </div>
      <p className={styles.muted}>Updated {formatZonedTime(stats.dataUpdatedAt)}</p>
      <OverviewShortcuts />
      <SystemStatusPanel />
      <section className={styles.card} aria-labelledby="top-games">
        <h2 id="top-games" className={styles.sectionTitle}>
          Top Performing Games
        </h2>
        {s.topGames.length === 0 ? (
          <p className={styles.muted}>No games yet.</p>
        ) : (
          <ol className={styles.list}>
            {s.topGames.map((game) => (
              <li key={game.id} className={styles.row}>
                <div className={styles.gameName}>
                  <span className={styles.gameEmoji} aria-hidden="true">
                    {game.emoji}
                  </span>
                  <div className={styles.rowMain}>
                    <strong>{game.name}</strong>
                    <span className={styles.muted}>
                      {game.code} · {GAME_STATUS_LABELS[game.status]}
                    </span>
                  </div>
                </div>
                <div className={styles.figures}>
                  <span className={styles.muted}>{countOf(game.spins, 'spin')}</span>
                  <span className={styles.muted}>{countOf(game.numbersLeft, 'number', 'numbers')} left</span>
                  <span className={styles.revenue}>{formatAmount(game.revenue)}</span>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <LiveActivityFeed />
      <DatabaseToolsCard />
    </div>
  );
}
