import type { DrawNotices } from '../../../application/play/ports/draw-notices';
import type { SpinDesk } from '../../../application/play/ports/spin-desk';
import { token } from '../shared/tokens';

export const PLAY_TOKENS = {
  /** The spin's critical section as one atomic step. */
  spins: token<SpinDesk>('SpinDesk'),
  /** Which drawn games' results each player was shown (the in-page notice). */
  drawNotices: token<DrawNotices>('DrawNotices'),
} as const;
