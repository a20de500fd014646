import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';
import * as styles from './responsible.css';

export interface HoldingLineProps {
  gameId: number;
  /** A spin's result is not shown yet: the line waits, like the other claimed-number lists. */
  frozen: boolean;
  /** The game's numbers left, as the page shows them live: each claim, paid or free, moves it. */
  numbersLeft: number;
}

/** "You hold 3 of 41 claimed numbers": the player's own numbers in this game, from the server. */
export function HoldingLine({ gameId, frozen, numbersLeft }: HoldingLineProps) {
  const holding = trpc.responsiblePlay.holding.useQuery(
    { id: gameId },
    { refetchInterval: frozen ? false : 10_000 },
  );
  const { refetch } = holding;
  useEffect(() => {
    // Read again with every claim (this player's or another's), once its result may be shown.
    if (!frozen && numbersLeft >= 0) void refetch();
  }, [numbersLeft, frozen, refetch]);
  if (!holding.data) return null;
  const { held, claimed } = holding.data;
  return (
    <p className={styles.holding} aria-live="polite">
      You hold {held} of {claimed} claimed {claimed === 1 ? 'number' : 'numbers'}
    </p>
  );
}
