import { inject, injectable } from 'inversify';
import type { NumberClaim } from '../../domain/play/number-claim';
import { isSettled } from '../../domain/play/player-stats';
import { store } from '../shared/tokens';
import type { NumberPool } from './ports/number-pool';

/** The numbers a player has won entries with (paid or free), newest first. */
@injectable()
export class GetGameHistory {
  constructor(@inject(store('numbers')) private readonly numbers: NumberPool) {}

  async execute(userId: number): Promise<NumberClaim[]> {
    return (await this.numbers.listByUser(userId)).filter(isSettled);
  }
}
