import {
  type InstantPrizeOut,
  type InstantWinOut,
  instantChanceText,
  instantPrizeLabel,
  instantPrizeStatus,
} from '../../../lib/instant-prizes';
import { LinkButton } from '../../../ui/link-button';
import * as styles from './instant-prizes.css';

export interface InstantPrizeListProps {
  prizes: InstantPrizeOut[];
  totalNumbers: number;
  /** Show at most this many (the lobby card); the rest are counted. */
  limit?: number;
  /** Names the list (the heading it sits under). */
  labelledBy?: string;
}

/**
 * A game's instant prizes in order, each 'Won by ... on number n' or 'Still to win' in words and a
 * mark (never colour alone), under the chance of each entry (docs/rules/player-pages.md, Instant prizes).
 */
export function InstantPrizeList({ prizes, totalNumbers, limit, labelledBy }: InstantPrizeListProps) {
  if (prizes.length === 0) return null;
  const shown = limit === undefined ? prizes : prizes.slice(0, limit);
  const hidden = prizes.length - shown.length;
  const won = prizes.filter((p) => p.won).length;
  return (
    <div className={styles.block}>
      <p className={styles.chance}>
        {instantChanceText(prizes.length, totalNumbers)}. {won} of {prizes.length} won.
      </p>
      <ul className={styles.list} aria-labelledby={labelledBy}>
        {shown.map((prize) => (
          <li key={prize.k} className={styles.item}>
            <span className={styles.prize}>
              {prize.k}. {instantPrizeLabel(prize)}
            </span>
            <span className={prize.won ? styles.won : styles.open}>
              {prize.won ? '✓ ' : '○ '}
              {instantPrizeStatus(prize)}
            </span>
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className={styles.more}>and {hidden} more on the game page</p> : null}
    </div>
  );
}

/** The mark of an entry that won an instant prize: a labelled badge, in words. */
export function InstantWinBadge({ win }: { win: InstantWinOut }) {
  if (!win) return null;
  return <span className={styles.badge}>🏆 Instant win: {instantPrizeLabel(win)}</span>;
}

/** The spin result's 'Instant win!' line with the way to claim the prize, or nothing. */
export function InstantWinNote({ win, number }: { win: InstantWinOut; number: number | undefined }) {
  if (!win) return null;
  return (
    <div className={styles.winNote}>
      <p className={styles.winText}>
        🏆 Instant win! Number {number} wins instant prize {win.k}: {instantPrizeLabel(win)}. Claim it before
        its deadline (an e-mail with the link is on its way too); your number stays in the main draw.
      </p>
      <LinkButton href={`/claim/${win.winnerId}`} size="sm">
        Claim your prize
      </LinkButton>
    </div>
  );
}
