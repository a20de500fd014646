import { createFileRoute } from '@tanstack/react-router';
import { ByGameId } from '../game/-components/game-state-screen';
import { GameRulesPage } from './-components/game-rules-page';

export const Route = createFileRoute('/rules/$gameId')({ component: GameRulesRoute });

function GameRulesRoute() {
  const { gameId } = Route.useParams();
  return <ByGameId raw={gameId} page={(id) => <GameRulesPage key={id} gameId={id} />} />;
}
