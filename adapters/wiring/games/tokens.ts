import type { GameReadCaches } from '../../cache/game-read-caches';
import type { LiveUpdates } from '../../live/live-updates';
import { token } from '../shared/tokens';

export const GAMES_TOKENS = {
  /** The public game reads shared by this process's requests (adapters/cache/game-read-caches.ts). */
  readCaches: token<GameReadCaches>('GameReadCaches'),
  /** The game pages' and the lobby's live streams (tRPC subscriptions). */
  liveUpdates: token<LiveUpdates>('LiveUpdates'),
} as const;
