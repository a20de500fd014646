import type { DomainError } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import { type GameView, viewOf } from './game-view';
import type { Clock } from './ports/clock';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';

/** One game with its live figures, whatever its status (the page shows ended games as ended). */
export class GetGame {
  constructor(
    private readonly games: GameRepository,
    private readonly numbers: NumberPool,
    private readonly clock: Clock,
  ) {}

  async execute(id: number): Promise<Result<GameView, DomainError>> {
    const game = await this.games.findById(id);
    if (!game) return err(gameNotFound());
    return ok(viewOf(game, await this.numbers.countAvailable(id), this.clock.now()));
  }
}
