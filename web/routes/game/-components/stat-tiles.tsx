import { memo } from 'react';
import { countdownTo, useClock } from '../../../lib/countdown';
import { livePlayersOf, notStartedYet } from '../../../lib/game-rules';
import type { GameOut } from '../../../lib/trpc';
import * as styles from './game-header.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** Ticks every second on its own, so the rest of the page does not re-render with it. */
function TimeLeft({ game }: { game: GameOut }) {
  // Before the page's first render in the browser (a page the server rendered): the tile, its clock blank.
  const now = useClock(1_000);
  const upcoming = now === null ? game.status === 'scheduled' : notStartedYet(game, now);
  const left = now === null ? null : countdownTo(upcoming ? game.startTime : game.endTime, now);
  return (
    <div className={`${styles.tile} ${styles.timeTile}`}>
      <dt className={styles.tileLabel}>{upcoming ? 'Starts In' : 'Time Left'}</dt>
      <dd className={styles.tileValue}>
        {left === null
          ? '--d --h --m --s'
          : left.isExpired
            ? 'Ended'
            : `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`}
      </dd>
    </div>
  );
}

export interface StatTilesProps {
  game: GameOut;
  available: number;
}

/** Memoised: the game page renders again at each answer of its queries; this changes only with the game and its numbers left. */
export const StatTiles = memo(function StatTiles({ game, available }: StatTilesProps) {
  const livePlayers = livePlayersOf(game);
  return (
    <dl className={styles.tiles}>
      {livePlayers !== null ? (
        <div className={styles.tile}>
          <dt className={styles.tileLabel}>Live Players</dt>
          <dd className={styles.tileValue}>{livePlayers}</dd>
        </div>
      ) : null}
      {game.status === 'complete' ? (
        // Sold out: the game takes no more spins, so no clock runs toward its end.
        <div className={`${styles.tile} ${styles.timeTile}`}>
          <dt className={styles.tileLabel}>Time Left</dt>
          <dd className={styles.tileValue}>Sold out</dd>
        </div>
      ) : (
        <TimeLeft game={game} />
      )}
      <div className={styles.tile}>
        <dt className={styles.tileLabel}>Available</dt>
        <dd className={styles.tileValue}>
          {available}/{game.totalNumbers}
        </dd>
      </div>
    </dl>
  );
});
