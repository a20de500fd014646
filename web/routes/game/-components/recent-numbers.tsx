import { useRef } from 'react';
import { formatTime } from '../../../lib/format';
import { useHydrated } from '../../../lib/hydrated';
import { trpc } from '../../../lib/trpc';
import * as styles from './game-page.css';
import * as local from './recent-numbers.css';

const RECENT_POLL_MS = 5_000;
const SHOWN = 24;

export interface RecentNumbersProps {
  gameId: number;
  /** A spin is under way on this page: keep the list as it was until its result dialog opens. */
  frozen: boolean;
  /** The game's live stream is up and fills the list: no polling. */
  live: boolean;
}

export function RecentNumbers({ gameId, frozen, live }: RecentNumbersProps) {
  const recent = trpc.games.recentNumbers.useQuery(
    { id: gameId },
    { refetchInterval: frozen || live ? false : RECENT_POLL_MS },
  );
  // The list as it stood when the spin began: a poll or refetch during the spin must not spoil it.
  const beforeSpin = useRef(recent.data);
  if (!frozen) beforeSpin.current = recent.data;
  // The times in the player's own time zone, not known to the server that rendered the page.
  const hydrated = useHydrated();
  const items = ((frozen ? beforeSpin.current : recent.data) ?? []).slice(0, SHOWN);
  return (
    <section className={styles.card} aria-labelledby="recent-numbers-title">
      <h2 id="recent-numbers-title" className={styles.cardTitle}>
        Recent Numbers
      </h2>
      {recent.isPending ? (
        <p className={styles.muted}>Loading recent numbers...</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>No numbers spun yet. Be the first!</p>
      ) : (
        <ul className={local.grid}>
          {items.map((item) => (
            <li key={`${item.number}-${item.timestamp}`} className={local.chip}>
              <span className={local.number}>{item.number}</span>
              <time className={local.time} dateTime={item.timestamp}>
                {hydrated ? formatTime(item.timestamp) : '\u00a0'}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
