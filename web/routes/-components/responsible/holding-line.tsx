import { trpc } from '../../../lib/trpc';
import * as styles from './responsible.css';

/** "You hold 3 of 41 claimed numbers": the player's own numbers in this game, from the server. */
export function HoldingLine({ gameId, frozen }: { gameId: number; frozen: boolean }) {
  const holding = trpc.responsiblePlay.holding.useQuery(
    { id: gameId },
    { refetchInterval: frozen ? false : 10_000 },
  );
  if (!holding.data) return null;
  const { held, claimed } = holding.data;
  return (
    <p className={styles.holding}>
      You hold {held} of {claimed} claimed {claimed === 1 ? 'number' : 'numbers'}
    </p>
  );
}
