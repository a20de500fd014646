import { formatDateTime } from '../../../lib/format';
import { standingPrizesNotice } from '../../../lib/game-rules';
import { useHydrated } from '../../../lib/hydrated';
import type { GameOut } from '../../../lib/trpc';
import { Link } from '../../../ui/link';

/** What a cancelled game tells its players: when, why, that every paid number is refunded. */
export function GameCancelled({ game }: { game: GameOut }) {
  const cancellation = game.cancellation;
  const standing = standingPrizesNotice(game);
  // In the player's own time zone: not known to the server that rendered the page.
  const when = useHydrated() && cancellation ? ` on ${formatDateTime(cancellation.at)}` : '';
  return (
    <>
      <p>
        {game.name} was cancelled
        {when}. No winner will be drawn.
      </p>
      {cancellation ? (
        <p>
          Reason: <strong>{cancellation.reason}</strong>
        </p>
      ) : null}
      <p>
        Every paid number is refunded in full to the card it was charged to; free entries are void. Each
        player receives an e-mail listing their refunds.
      </p>
      {standing ? <p>{standing}</p> : null}
      <p>
        <Link href={`/fairness/${game.id}`}>See the cancellation in the game's fairness log</Link>
      </p>
    </>
  );
}
