import { type PlayerStats, statsFromClaims } from '../../domain/play/player-stats';
import type { NumberPool } from '../games/ports/number-pool';
import type { WinnerRepository } from '../winners/ports/winner-repository';

/** The dashboard's figures, measured from the player's claims and recorded wins. */
export class GetPlayerStats {
  constructor(
    private readonly numbers: NumberPool,
    private readonly winners: WinnerRepository,
  ) {}

  async execute(userId: number): Promise<PlayerStats> {
    const [claims, wins] = await Promise.all([
      this.numbers.listByUser(userId),
      this.winners.countByUser(userId),
    ]);
    return statsFromClaims(claims, wins);
  }
}
