import type { GameChanges } from '../../../application/games/ports/game-changes';
import type { PresenceTracker } from '../../../application/games/ports/presence-tracker';
import type { GameReadCaches } from '../../cache/game-read-caches';
import type { LiveUpdates } from '../../live/live-updates';
import { token } from '../shared/tokens';

export const GAMES_TOKENS = {
  presence: token<PresenceTracker>('PresenceTracker'),
  /** Committed game changes, of every server process once the database feeds them (NOTIFY). */
  gameChanges: token<GameChanges>('GameChanges'),
  /** The public game reads shared by this process's requests (adapters/cache/game-read-caches.ts). */
  readCaches: token<GameReadCaches>('GameReadCaches'),
  /** The game pages' and the lobby's live streams (tRPC subscriptions). */
  liveUpdates: token<LiveUpdates>('LiveUpdates'),
} as const;
