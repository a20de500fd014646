import type { AuthUser } from '../../../auth/auth-context';

/**
 * Where a visitor of `/` stands in onboarding: sign up or log in, then the card setup step for a
 * player without a card, then the complete screen. A player who arrives already signed in with a card
 * goes straight on to play.
 */
export type OnboardingStep = 'auth' | 'card' | 'complete' | 'play';

export interface OnboardingProgress {
  /** The visitor signed in on this visit (the complete screen greets them). */
  signedInHere: boolean;
  /** A card was added in the card setup step just now. */
  cardAddedHere: boolean;
}

export function onboardingStep(user: AuthUser | null, progress: OnboardingProgress): OnboardingStep {
  if (!user) return 'auth';
  if (progress.cardAddedHere) return 'complete';
  if (user.cardOnFile) return progress.signedInHere ? 'complete' : 'play';
  return 'card';
}
