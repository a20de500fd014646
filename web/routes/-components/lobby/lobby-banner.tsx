import { formatPrizeValue } from '../../../lib/format';
import { type GameOut, trpc } from '../../../lib/trpc';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './lobby.css';

const PRESENCE_POLL_MS = 30_000;

export interface LobbyBannerProps {
  /** The active games; null while they load (the figures keep their place). */
  games: readonly GameOut[] | null;
}

const pending = <Skeleton width="3ch" />;

/** Headline figures, all measured: no tile is shown for a figure the server does not give. */
export function LobbyBanner({ games }: LobbyBannerProps) {
  // Signed-in players seen on the site in the last minute; no tile while the figure is unknown.
  const online = trpc.games.playersOnline.useQuery(undefined, { refetchInterval: PRESENCE_POLL_MS });
  const playersOnline = online.data?.playersOnline ?? null;
  const topPrize = (games ?? []).reduce((max, game) => Math.max(max, Number(game.prizeValue) || 0), 0);
  const freeForAll = (games ?? []).some((game) => game.freeRangeCoversAll && game.numbersLeft > 0);

  return (
    <section className={styles.banner} aria-labelledby="lobby-title">
      <h1 id="lobby-title" className={styles.bannerTitle}>
        Spin the Wheel • Win Real Prizes • Live Action
      </h1>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Live Games</dt>
          <dd className={styles.statValue}>
            {games ? games.length : pending}
            <span className={styles.statUnit}>Active</span>
          </dd>
        </div>
        {playersOnline !== null || online.isPending ? (
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Players Online</dt>
            <dd className={styles.statValue}>{playersOnline ?? pending}</dd>
          </div>
        ) : null}
        {topPrize > 0 || !games ? (
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Win Big</dt>
            <dd className={styles.statValue}>{games ? `Up to ${formatPrizeValue(topPrize)}` : pending}</dd>
          </div>
        ) : null}
      </dl>
      <ul className={styles.badges} aria-label="Highlights">
        {/* The site's promise (the spec: always); a card wears its own INSTANT PLAY only for an instant-win game. */}
        <li className={styles.badge}>INSTANT PLAY</li>
        <li className={styles.badge}>BIG PRIZES</li>
        {freeForAll ? <li className={styles.freeBadge}>NO PURCHASE NECESSARY</li> : null}
      </ul>
    </section>
  );
}
