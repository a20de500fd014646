import type { PreferencesStore, UserRepository } from '../accounts';
import type { Clock } from '../shared/ports/clock';
import type { GameView } from './game-view';
import { viewOf } from './game-view';
import { instantPrizesOfGames } from './instant-prize-views';
import type { GameRepository } from './ports/game-repository';
import type { InstantPrizes } from './ports/instant-prizes';
import type { NumberPool } from './ports/number-pool';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';

/** The lobby: every game that is live or scheduled, with its numbers left and live players. */
export class ListGames {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly clock: Clock,
    private readonly presence: PresenceTracker,
    /** Where the games' instant prizes and their winners are read from. */
    private readonly people?: {
      users: UserRepository;
      preferences: PreferencesStore;
      instantPrizes: InstantPrizes;
    },
  ) {}

  async execute(): Promise<readonly GameView[]> {
    const games = await this.games.list();
    const now = this.clock.now();
    const ids = games.map((game) => game.id);
    const [left, viewers] = await Promise.all([
      this.numbers.countAvailableByGame(ids),
      this.presence.countViewers(ids, new Date(now.getTime() - PRESENCE_WINDOW_MS)),
    ]);
    const views = games
      .map((game) => viewOf(game, left.get(game.id) ?? 0, now, viewers.get(game.id) ?? 0))
      .filter((view) => view.status === 'live' || view.status === 'scheduled');
    if (!this.people) return views;
    const instant = await instantPrizesOfGames(this.people, views);
    return views.map((view) => ({ ...view, instantPrizes: instant.get(view.game.id) ?? [] }));
  }
}
