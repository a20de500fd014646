import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { Landing } from './-components/landing/landing';
import { parseLandingSearch } from './-components/landing/landing-search';
import { onboardingStep } from './-components/landing/onboarding';
import { CardSetup } from './-components/onboarding/card-setup';
import { SetupComplete } from './-components/onboarding/setup-complete';

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: Home,
});

function Home() {
  const { state } = useAuth();
  const { gameId, tab } = Route.useSearch();
  // The auth gate renders pages only once the server has answered, so this is the state on arrival.
  const [signedInHere] = useState(() => state.status !== 'signed-in');
  const [cardAddedHere, setCardAddedHere] = useState(false);
  const step = onboardingStep(state.user, { signedInHere, cardAddedHere });

  if (step === 'play') {
    if (gameId) return <Navigate to="/game/$id" params={{ id: String(gameId) }} replace />;
    return <Navigate to="/games" replace />;
  }
  if (step === 'card') return <CardSetup gameId={gameId} onCardAdded={() => setCardAddedHere(true)} />;
  if (step === 'complete') return <SetupComplete gameId={gameId} />;
  return <Landing initialTab={tab} />;
}
