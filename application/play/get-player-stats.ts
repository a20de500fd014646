import { inject, injectable } from 'inversify';
import { type PlayerStats, statsFromClaims } from '../../domain/play/player-stats';
import type { NumberPool, WinnerRepository } from '../games';
import type { RefundLedger } from '../payments';
import { store } from '../shared/tokens';

/** The dashboard's figures, measured from the player's claims, their refunds and recorded wins. */
@injectable()
export class GetPlayerStats {
  constructor(
    @inject(store('numbers')) private readonly numbers: NumberPool,
    @inject(store('winners')) private readonly winners: WinnerRepository,
    @inject(store('payments')) private readonly refunds: Pick<RefundLedger, 'refundsOfClaims'>,
  ) {}

  async execute(userId: number): Promise<PlayerStats> {
    const [claims, wins] = await Promise.all([
      this.numbers.listByUser(userId),
      this.winners.countByUser(userId),
    ]);
    const paid = claims.filter((claim) => claim.status === 'paid').map((claim) => claim.id);
    return statsFromClaims(claims, wins, await this.refunds.refundsOfClaims(paid));
  }
}
