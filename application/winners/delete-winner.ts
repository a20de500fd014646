import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { sourcesOf } from '../../domain/winners/prize-claim';
import { readReason } from '../../domain/winners/winner-selection';
import type { Clock } from '../shared/ports/clock';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { PrizeClaims } from './ports/prize-claims';
import { type SetAsideStores, setAsideWinner } from './set-aside-winner';

/** The stores it uses, bound to one transaction. */
type Stores = SetAsideStores & { prizeClaims: PrizeClaims };

const WINNER_NOT_FOUND_MESSAGE = 'Winner not found';

export interface DeleteWinnerInput {
  winnerId: number;
  /** Why the winner is set aside (ineligible, unreachable...): public in the game's log. */
  reason: unknown;
}

/**
 * Sets a winner aside so the game can get another (set-aside-winner.ts): the game's public log keeps
 * the set-aside with its reason, and the player is told by e-mail in the same transaction (the
 * outbox). An open claim of the prize ends forfeited. Under the game's lock, so a draw or pick waits
 * for it.
 */
@injectable()
export class DeleteWinner {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: DeleteWinnerInput): Promise<Result<void, DomainError>> {
    const reason = readReason(input.reason, 'setAside');
    if (!reason.ok) return reason;
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const winner = await setAsideWinner(tx, input.winnerId, reason.value, now, true);
      if (!winner) return err(domainError('NOT_FOUND', WINNER_NOT_FOUND_MESSAGE));
      await tx.prizeClaims.change(input.winnerId, {
        from: sourcesOf('forfeit'),
        to: 'forfeited',
        at: now,
        by: 'set aside',
      });
      return ok(undefined);
    });
  }
}
