import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import { readStoredUser } from '../auth/auth-storage';
import { codeApart } from '../lib/code-apart';
import { Spinner } from '../ui/spinner';
import { Lobby } from './-components/lobby/lobby';

// Signed-in players are the usual visitors here; the sign-up forms load only for the others.
const landing = codeApart(() => import('./-components/landing/landing').then((module) => module.Landing));
const Landing = landing.Component;

export const Route = createFileRoute('/games')({
  loader: ({ context }) => {
    void context.trpc.games.list.prefetch();
    // A visitor not remembered here will see the landing: fetch it beside this route's own code.
    if (!readStoredUser()) void landing.preload();
  },
  component: GamesPage,
});

function GamesPage() {
  const { state } = useAuth();
  // Before the server's answer, a player remembered in this browser sees the lobby's frame at once.
  if (state.status === 'signed-in' || (state.status === 'loading' && readStoredUser())) return <Lobby />;
  return (
    <Suspense fallback={<Spinner label="Loading..." fullPage />}>
      <Landing />
    </Suspense>
  );
}
