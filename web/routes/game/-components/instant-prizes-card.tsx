import { memo } from 'react';
import { entryCapText, instantFieldsOf } from '../../../lib/instant-prizes';
import type { GameOut } from '../../../lib/trpc';
import { InstantPrizeList } from '../../-components/instant-prizes/instant-prize-list';
import * as styles from './game-page.css';

/**
 * The game page's instant prizes, each won (by whom, on which number) or still to win, with each entry's
 * chance, and the cap on paid entries when the game has one. The live stream writes the game into the
 * query cache, so a prize won on another page shows here at once (docs/rules/player-pages.md, The game page).
 */
export const InstantPrizesCard = memo(function InstantPrizesCard({ game }: { game: GameOut }) {
  const { instantPrizes, maxEntriesPerPlayer } = instantFieldsOf(game);
  const cap = entryCapText(maxEntriesPerPlayer);
  if (instantPrizes.length === 0 && cap === null) return null;
  return (
    <section className={styles.card} aria-labelledby="instant-prizes-title">
      <h2 id="instant-prizes-title" className={styles.cardTitle}>
        {instantPrizes.length > 0 ? '🏆 Instant Prizes' : 'Entries'}
      </h2>
      <InstantPrizeList
        prizes={instantPrizes}
        totalNumbers={game.totalNumbers}
        labelledBy="instant-prizes-title"
      />
      {cap ? <p className={styles.muted}>{cap}</p> : null}
    </section>
  );
});
