import type { NumberClaim } from '../../domain/play/number-claim';
import { isSettled } from '../../domain/play/player-stats';
import type { NumberPool } from './ports/number-pool';

/** The numbers a player has won entries with (paid or free), newest first. */
export class GetGameHistory {
  constructor(private readonly numbers: NumberPool) {}

  async execute(userId: number): Promise<NumberClaim[]> {
    return (await this.numbers.listByUser(userId)).filter(isSettled);
  }
}
