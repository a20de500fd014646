import type { AuthUser } from '../../../auth/auth-context';

/**
 * Where a visitor of `/` stands in onboarding: signing up or in, then on to play. The card setup step
 * (for a player without `cardOnFile`) slots in between once cards can be stored.
 */
export type OnboardingStep = 'auth' | 'play';

export function onboardingStep(user: AuthUser | null): OnboardingStep {
  return user ? 'play' : 'auth';
}
