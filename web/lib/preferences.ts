import { DEFAULT_PREFERENCES } from '../../domain/accounts/preferences';
import { useAuth } from '../auth/auth-context';
import { trpc } from './trpc';

/** The signed-in player's saved preferences (System tab); a visitor, or before the answer, has the defaults. */
export function usePreferences() {
  const { state } = useAuth();
  const saved = trpc.account.preferences.useQuery(undefined, {
    enabled: state.status === 'signed-in',
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    soundEffects: saved.data?.soundEffects ?? DEFAULT_PREFERENCES.soundEffects,
    confettiEffects: saved.data?.confettiEffects ?? DEFAULT_PREFERENCES.confettiEffects,
  };
}
