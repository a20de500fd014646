import type { GameView } from './game-view';
import { viewOf } from './game-view';
import type { Clock } from './ports/clock';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';

/** The lobby: every game that is live or scheduled, with its numbers left. */
export class ListGames {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<GameView[]> {
    const games = await this.games.list();
    const left = await this.numbers.countAvailableByGame(games.map((game) => game.id));
    const now = this.clock.now();
    return games
      .map((game) => viewOf(game, left.get(game.id) ?? 0, now))
      .filter((view) => view.status === 'live' || view.status === 'scheduled');
  }
}
