import { createFileRoute } from '@tanstack/react-router';
import { GamePage } from './-components/game-page';
import { GameStateScreen } from './-components/game-state-screen';

function parseGameId(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const Route = createFileRoute('/game/$id')({
  loader: ({ context, params }) => {
    const id = parseGameId(params.id);
    if (id === null) return;
    void context.trpc.games.byId.prefetch({ id });
    void context.trpc.games.availableNumbers.prefetch({ id });
    void context.trpc.games.recentNumbers.prefetch({ id });
  },
  component: GameRoute,
});

function GameRoute() {
  const { id } = Route.useParams();
  const gameId = parseGameId(id);
  if (gameId === null) {
    return (
      <GameStateScreen icon="🔍" title="Game Not Found">
        <p>This game may have ended or does not exist.</p>
      </GameStateScreen>
    );
  }
  // A new key per game resets the wheel and free-spin state when moving between games.
  return <GamePage key={gameId} gameId={gameId} />;
}
