import { NO_LIMITS, type SpendingLimits, settle } from '../../domain/responsible-play/spending-limits';
import type { Clock } from '../shared/ports/clock';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/** The player's spending limits in force, each with the raise (or removal) waiting its 24 hours. */
export class GetSpendingLimits {
  constructor(
    private readonly store: Pick<ResponsiblePlayStore, 'find'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<SpendingLimits> {
    const record = await this.store.find(userId);
    return settle(record?.limits ?? NO_LIMITS, this.clock.now());
  }
}
