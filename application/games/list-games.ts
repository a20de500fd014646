import type { Clock } from '../shared/ports/clock';
import type { GameView } from './game-view';
import { viewOf } from './game-view';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';

/** The lobby: every game that is live or scheduled, with its numbers left and live players. */
export class ListGames {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly clock: Clock,
    private readonly presence: PresenceTracker,
  ) {}

  async execute(): Promise<readonly GameView[]> {
    const games = await this.games.list();
    const now = this.clock.now();
    const ids = games.map((game) => game.id);
    const [left, viewers] = await Promise.all([
      this.numbers.countAvailableByGame(ids),
      this.presence.countViewers(ids, new Date(now.getTime() - PRESENCE_WINDOW_MS)),
    ]);
    return games
      .map((game) => viewOf(game, left.get(game.id) ?? 0, now, viewers.get(game.id) ?? 0))
      .filter((view) => view.status === 'live' || view.status === 'scheduled');
  }
}
