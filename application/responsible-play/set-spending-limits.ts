import { inject, injectable } from 'inversify';
import {
  changeLimits,
  type LimitAmounts,
  NO_LIMITS,
  type SpendingLimits,
} from '../../domain/responsible-play/spending-limits';
import type { Clock } from '../shared/ports/clock';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, UNIT_OF_WORK } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/** The stores it uses, bound to one transaction. */
type Stores = { responsiblePlay: ResponsiblePlayStore };

/**
 * The player sets their daily, weekly and monthly limits (null: none). A lower limit applies at
 * once; a raise or a removal 24 hours later (domain/responsible-play/spending-limits.ts). Under the player's lock, so
 * a change never lands in the middle of a paid spin's check.
 */
@injectable()
export class SetSpendingLimits {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(input: { userId: number; limits: LimitAmounts }): Promise<SpendingLimits> {
    return this.uow.run(async (tx) => {
      const now = this.clock.now();
      const stored = (await tx.responsiblePlay.lock(input.userId))?.limits ?? NO_LIMITS;
      const changed = changeLimits(stored, input.limits, now);
      await tx.responsiblePlay.saveLimits(input.userId, changed, now);
      return changed;
    });
  }
}
