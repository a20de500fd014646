import { inject, injectable } from 'inversify';
import { gameNotFound } from '../../domain/games/game.errors';
import type { RefundProgress } from '../../domain/payments/refund-progress';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { GameRepository } from '../games';
import { store } from '../shared/tokens';
import { GetRefundProgress } from './get-refund-progress';
import type { Refund } from './ports/refund-ledger';

/**
 * A game's refunds for the back office (GET /api/admin/games/{id}/refunds): the progress and every
 * refund with its gateway's last refusal. Unknown when there is no such game and nothing was refunded
 * in it (a deleted game's refunds stay visible).
 */
@injectable()
export class GetGameRefunds {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'findById'>,
    @inject(GetRefundProgress) private readonly progress: GetRefundProgress,
  ) {}

  async execute(
    gameId: number,
  ): Promise<Result<{ progress: RefundProgress; refunds: Refund[] }, DomainError>> {
    const [game, found] = await Promise.all([this.games.findById(gameId), this.progress.execute(gameId)]);
    if (!game && found.progress.total === 0) return err(gameNotFound());
    return ok(found);
  }
}
