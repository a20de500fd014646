import { createFileRoute } from '@tanstack/react-router';
import { ByGameId } from '../game/-components/game-state-screen';
import { FairnessGamePage } from './-components/fairness-game-page';

export const Route = createFileRoute('/fairness/$gameId')({ component: FairnessRoute });

function FairnessRoute() {
  const { gameId } = Route.useParams();
  // A new key per game starts each verification afresh.
  return <ByGameId raw={gameId} page={(id) => <FairnessGamePage key={id} gameId={id} />} />;
}
