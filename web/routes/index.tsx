import { createFileRoute, Navigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { readStoredUser } from '../auth/auth-storage';
import { Spinner } from '../ui/spinner';
import { Landing } from './-components/landing/landing';
import { parseLandingSearch } from './-components/landing/landing-search';
import { onboardingStep } from './-components/landing/onboarding';

// Only a player who has just signed up sees these: the landing page paints without their code.
const CardSetup = lazy(() =>
  import('./-components/onboarding/card-setup').then((module) => ({ default: module.CardSetup })),
);
const SetupComplete = lazy(() =>
  import('./-components/onboarding/setup-complete').then((module) => ({ default: module.SetupComplete })),
);

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: Home,
});

function Home() {
  const { state } = useAuth();
  const { gameId, tab } = Route.useSearch();
  // The state the server first answered: signed in then means arrived signed in, not signed in here.
  const arrival = useRef<string | null>(null);
  if (arrival.current === null && state.status !== 'loading') arrival.current = state.status;
  const signedInHere = arrival.current !== 'signed-in';
  const [cardAddedHere, setCardAddedHere] = useState(false);
  // Before the answer: a player remembered here is most likely on their way to the lobby; anyone else
  // sees the landing at once.
  if (state.status === 'loading' && readStoredUser()) return <Spinner label="Loading..." fullPage />;
  const step = onboardingStep(state.user, { signedInHere, cardAddedHere });

  if (step === 'play') {
    if (gameId) return <Navigate to="/game/$id" params={{ id: String(gameId) }} replace />;
    return <Navigate to="/games" replace />;
  }
  if (step === 'auth') return <Landing initialTab={tab} />;
  return (
    <Suspense fallback={<Spinner label="Loading..." fullPage />}>
      {step === 'card' ? (
        <CardSetup gameId={gameId} onCardAdded={() => setCardAddedHere(true)} />
      ) : (
        <SetupComplete gameId={gameId} />
      )}
    </Suspense>
  );
}
