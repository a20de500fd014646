import type { GameOut } from '../../../lib/trpc';
import { Link } from '../../../ui/link';

/** What became of a game that is over: its winner with the draw's fairness page, or the draw to come. */
export function GameOutcome({ game }: { game: GameOut }) {
  if (!game.winner) {
    return <p>The winner of the {game.prize} has not been drawn yet; this page shows them once drawn.</p>;
  }
  return (
    <>
      <p>
        Winner: <strong>{game.winner.name}</strong> with number <strong>{game.winner.number}</strong>, who
        wins the {game.prize}.
      </p>
      <p>
        <Link href={`/fairness/${game.id}`}>Check the draw on its fairness page</Link>
      </p>
    </>
  );
}
