import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context';
import { Landing } from './-components/landing/landing';
import { parseLandingSearch } from './-components/landing/landing-search';
import { onboardingStep } from './-components/landing/onboarding';

export const Route = createFileRoute('/')({
  validateSearch: parseLandingSearch,
  component: Home,
});

function Home() {
  const { state } = useAuth();
  const { gameId, tab } = Route.useSearch();
  const step = onboardingStep(state.user);
  if (step === 'play') {
    if (gameId) return <Navigate to="/game/$id" params={{ id: String(gameId) }} replace />;
    return <Navigate to="/games" replace />;
  }
  return <Landing initialTab={tab} />;
}
