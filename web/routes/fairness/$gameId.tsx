import { createFileRoute } from '@tanstack/react-router';
import { GameStateScreen } from '../game/-components/game-state-screen';
import { FairnessGamePage } from './-components/fairness-game-page';

export const Route = createFileRoute('/fairness/$gameId')({ component: FairnessRoute });

function FairnessRoute() {
  const { gameId: raw } = Route.useParams();
  const gameId = Number(raw);
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(gameId)) {
    return (
      <GameStateScreen icon="🔍" title="Game Not Found">
        <p>There is no game with this number.</p>
      </GameStateScreen>
    );
  }
  // A new key per game starts each verification afresh.
  return <FairnessGamePage key={gameId} gameId={gameId} />;
}
