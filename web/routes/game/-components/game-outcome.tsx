import { instantFieldsOf } from '../../../lib/instant-prizes';
import type { GameOut } from '../../../lib/trpc';
import { Link } from '../../../ui/link';
import { InstantPrizeList } from '../../-components/instant-prizes/instant-prize-list';

/** What became of a game that is over: its winner with the draw's fairness page, or the draw to come. */
export function GameOutcome({ game, drawShown = false }: { game: GameOut; drawShown?: boolean }) {
  const instant = (
    <InstantPrizeList prizes={instantFieldsOf(game).instantPrizes} totalNumbers={game.totalNumbers} />
  );
  // The live draw on the page names the winner once its wheel stops.
  if (drawShown) return instant;
  if (!game.winner) {
    return (
      <>
        <p>The winner of the {game.prize} has not been drawn yet; this page shows them once drawn.</p>
        {instant}
      </>
    );
  }
  return (
    <>
      {instant}
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
