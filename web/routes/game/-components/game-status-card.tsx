import type { ReactNode } from 'react';
import { formatPrizeValue } from '../../../lib/format';
import { minimumToRunText, priceRangeText } from '../../../lib/game-rules';
import type { GameOut } from '../../../lib/trpc';
import { ProgressBar } from '../../../ui/progress-bar';
import { PricedAbovePrize } from '../../-components/pricing/priced-above-prize';
import { DemoNotice } from '../../-components/public/demo-notice';
import * as styles from './game-page.css';

const STATUS_TEXT: Record<GameOut['status'], string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

export interface GameStatusCardProps {
  game: GameOut;
  available: number;
  /** Lines under the progress bar (the player's holding). */
  children?: ReactNode;
}

export function GameStatusCard({ game, available, children }: GameStatusCardProps) {
  const minimum = minimumToRunText(game);
  const percent = game.totalNumbers > 0 ? (available / game.totalNumbers) * 100 : 0;
  return (
    <section className={styles.card} aria-labelledby="game-status-title">
      <h2 id="game-status-title" className={styles.cardTitle}>
        Game Status
      </h2>
      <dl className={styles.definitionList}>
        <dt className={styles.term}>Status</dt>
        <dd className={`${styles.definition} ${styles.statusTone[game.status]}`}>
          {STATUS_TEXT[game.status]}
        </dd>
        <dt className={styles.term}>Prize</dt>
        <dd className={styles.definition}>
          {game.prize} ({formatPrizeValue(game.prizeValue)})
        </dd>
        <dt className={styles.term}>Price range</dt>
        <dd className={styles.definition}>{priceRangeText(game)}</dd>
        {minimum ? (
          <>
            <dt className={styles.term}>Minimum to run</dt>
            <dd className={styles.definition}>{minimum}</dd>
          </>
        ) : null}
        <dt className={styles.term}>Code</dt>
        <dd className={styles.definition}>{game.code}</dd>
        <dt className={styles.term}>Numbers available</dt>
        <dd className={styles.definition}>
          {available} / {game.totalNumbers}
        </dd>
      </dl>
      <PricedAbovePrize game={game} />
      <DemoNotice />
      <ProgressBar label="Numbers available" value={percent} />
      {children}
    </section>
  );
}
