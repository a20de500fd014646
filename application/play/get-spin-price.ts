import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import { gameTypeOf } from '../../domain/games/game-types';
import { type PriceRange, priceRangeOf } from '../../domain/games/pricing-policy';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository, NumberPool } from '../games';
import { store } from '../shared/tokens';

/** What a paid spin can cost now: the numbers it can land on, and their price range (null: none left). */
export interface SpinPrice {
  numbersLeft: number;
  range: PriceRange | null;
}

/**
 * What a paid spin of the game can cost right now (the play-responsibly dialog): lowest, highest and
 * average price over exactly the numbers the draw chooses among, the available numbers outside the
 * free range (docs/rules/games.md, Pricing; a free number is reached only by the free entry).
 */
@injectable()
export class GetSpinPrice {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'findById'>,
    @inject(store('numbers')) private readonly numbers: Pick<NumberPool, 'priceFigures'>,
  ) {}

  async execute(gameId: number): Promise<Result<SpinPrice, DomainError>> {
    const game = await this.games.findById(gameId);
    if (!game) return err(gameNotFound());
    const skip = gameTypeOf(game.gameType).freeRange(game) ?? undefined;
    const figures = await this.numbers.priceFigures(gameId, skip);
    return figures ? ok({ numbersLeft: figures.count, range: priceRangeOf(figures) }) : err(gameNotFound());
  }
}
