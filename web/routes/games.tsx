import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-context';
import { Spinner } from '../ui/spinner';
import { Lobby } from './-components/lobby/lobby';

// Signed-in players are the usual visitors here; the sign-up forms load only for the others.
const Landing = lazy(() =>
  import('./-components/landing/landing').then((module) => ({ default: module.Landing })),
);

export const Route = createFileRoute('/games')({
  loader: ({ context }) => {
    void context.trpc.games.list.prefetch();
  },
  component: GamesPage,
});

function GamesPage() {
  const { state } = useAuth();
  if (state.status === 'signed-in') return <Lobby />;
  return (
    <Suspense fallback={<Spinner label="Loading..." fullPage />}>
      <Landing />
    </Suspense>
  );
}
