import type { DomainError } from '../domain/errors';
import { gameNotFound } from '../domain/game.errors';
import { err, ok, type Result } from '../domain/result';
import type { PriceFigures } from '../domain/spin-price';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';

/**
 * What a paid spin of the game can cost right now (the play-responsibly dialog): lowest, highest and
 * average price and the free numbers left, over exactly the numbers the draw chooses among.
 */
export class GetSpinPrice {
  constructor(
    private readonly games: Pick<GameRepository, 'findById'>,
    private readonly numbers: Pick<NumberPool, 'priceFigures'>,
  ) {}

  async execute(gameId: number): Promise<Result<PriceFigures, DomainError>> {
    if (!(await this.games.findById(gameId))) return err(gameNotFound());
    const figures = await this.numbers.priceFigures(gameId);
    return figures ? ok(figures) : err(gameNotFound());
  }
}
