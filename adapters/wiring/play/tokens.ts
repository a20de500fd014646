import type { SpinDesk } from '../../../application/play/ports/spin-desk';
import { token } from '../shared/tokens';

export const PLAY_TOKENS = {
  /** The spin desk, metered and dropping the cached game reads each spin changes. */
  spins: token<SpinDesk>('SpinDesk'),
} as const;
