import { inject, injectable } from 'inversify';
import { NO_LIMITS, type SpendingLimits, settle } from '../../domain/responsible-play/spending-limits';
import type { Clock } from '../shared/ports/clock';
import { CLOCK } from '../shared/tokens';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';
import { LIMITS } from './tokens';

/** The player's spending limits in force, each with the raise (or removal) waiting its 24 hours. */
@injectable()
export class GetSpendingLimits {
  constructor(
    @inject(LIMITS) private readonly store: Pick<ResponsiblePlayStore, 'find'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<SpendingLimits> {
    const record = await this.store.find(userId);
    return settle(record?.limits ?? NO_LIMITS, this.clock.now());
  }
}
