import { inject, injectable } from 'inversify';
import type { RefundProgress } from '../../domain/payments/refund-progress';
import type { DomainError } from '../../domain/shared/errors';
import { ok, type Result } from '../../domain/shared/result';
import { readReason } from '../../domain/winners/winner-selection';
import type { Clock } from '../shared/ports/clock';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import { type CancellationStores, cancelGameIn } from './cancellation';
import type { GameRefunds } from './ports/game-refunds';
import { GAME_REFUNDS } from './tokens';

export interface CancelGameInput {
  gameId: number;
  /** Public (the game page, its fairness log, the players' e-mails); required. */
  reason: unknown;
}

export interface CancelledGame {
  gameId: number;
  reason: string;
  cancelledAt: Date;
  progress: RefundProgress;
  /** The instant prizes already won, which stand (docs/rules/games.md, Cancelling a game). */
  instantPrizesStanding: number;
}

/**
 * An administrator cancels a game that has no winner: the game is cancelled once (a second call, or
 * the loser of two at once, answers GAME_CANCELLED and changes nothing), then every paid claim's
 * refund is opened and worked for the inline budget; the reconciler finishes the rest, and refunds
 * the charges still in flight once they settle. The instant prizes already won stand.
 */
@injectable()
export class CancelGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<CancellationStores>,
    @inject(GAME_REFUNDS) private readonly refunds: GameRefunds,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: CancelGameInput): Promise<Result<CancelledGame, DomainError>> {
    const reason = readReason(input.reason, 'cancel');
    if (!reason.ok) return reason;
    const now = this.clock.now();
    const cancelled = await this.uow.run((tx) => cancelGameIn(tx, input.gameId, reason.value, now));
    if (!cancelled.ok) return cancelled;
    const { progress } = await this.refunds.execute({ gameId: input.gameId, reason: reason.value });
    const { instantPrizesStanding } = cancelled.value;
    return ok({
      gameId: input.gameId,
      reason: reason.value,
      cancelledAt: now,
      progress,
      instantPrizesStanding,
    });
  }
}
