import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { PriceFigures } from '../../domain/games/spin-price';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository, NumberPool } from '../games';
import { store } from '../shared/tokens';

/**
 * What a paid spin of the game can cost right now (the play-responsibly dialog): lowest, highest and
 * average price and the free numbers left, over exactly the numbers the draw chooses among.
 */
@injectable()
export class GetSpinPrice {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'findById'>,
    @inject(store('numbers')) private readonly numbers: Pick<NumberPool, 'priceFigures'>,
  ) {}

  async execute(gameId: number): Promise<Result<PriceFigures, DomainError>> {
    if (!(await this.games.findById(gameId))) return err(gameNotFound());
    const figures = await this.numbers.priceFigures(gameId);
    return figures ? ok(figures) : err(gameNotFound());
  }
}
