import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import { readStoredUser } from '../auth/auth-storage';
import { codeApart } from '../lib/code-apart';
import { Spinner } from '../ui/spinner';

// Signed-in players are the usual visitors here; the sign-up forms load only for the others, and the
// lobby (its buttons are react-aria's) only for them.
const landing = codeApart(() => import('./-components/landing/landing').then((module) => module.Landing));
const Landing = landing.Component;
const lobby = codeApart(() => import('./-components/lobby/lobby').then((module) => module.Lobby));
const Lobby = lobby.Component;

export const Route = createFileRoute('/games')({
  loader: async ({ context }) => {
    void context.trpc.games.list.prefetch();
    // A visitor not remembered here will see the landing: fetched beside this route's own code. A player
    // remembered here sees the lobby, whose code the route waits for, so its frame paints at once.
    if (readStoredUser()) await lobby.preload();
    else void landing.preload();
  },
  component: GamesPage,
});

function GamesPage() {
  const { state } = useAuth();
  // Before the server's answer, a player remembered in this browser sees the lobby's frame at once.
  const showsLobby = state.status === 'signed-in' || (state.status === 'loading' && readStoredUser());
  return (
    <Suspense fallback={<Spinner label="Loading..." fullPage />}>
      {showsLobby ? <Lobby /> : <Landing />}
    </Suspense>
  );
}
