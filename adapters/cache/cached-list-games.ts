import type { GameView } from '../../application/game-view';
import { ListGames } from '../../application/list-games';
import type { Clock } from '../../application/ports/clock';
import type { GameRepository } from '../../application/ports/game-repository';
import type { NumberPool } from '../../application/ports/number-pool';
import type { PresenceTracker } from '../../application/ports/presence-tracker';
import type { SharedResult } from './shared-result';

/**
 * How stale the lobby may be. This process's own writes invalidate it at once (see
 * invalidating-persistence.ts); another process's writes and presence show within this.
 */
export const LOBBY_CACHE_MS = 1_000;

/** The lobby is the hottest read: one computation per LOBBY_CACHE_MS, shared by every request. */
export class CachedListGames extends ListGames {
  constructor(
    games: GameRepository,
    numbers: NumberPool,
    clock: Clock,
    presence: PresenceTracker,
    private readonly lobby: SharedResult<GameView[]>,
  ) {
    super(games, numbers, clock, presence);
  }

  override async execute(): Promise<GameView[]> {
    // Each caller gets its own array; the views themselves are shared and read-only by convention.
    return [...(await this.lobby.get(() => super.execute()))];
  }
}
