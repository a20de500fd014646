import { inject, injectable } from 'inversify';
import { type PlayerStats, statsFromClaims } from '../../domain/play/player-stats';
import type { NumberPool } from '../games';
import type { RefundLedger } from '../payments';
import { store } from '../shared/tokens';
import { ListPlayerWins } from './list-player-wins';

/** The dashboard's figures, measured from the player's claims, their refunds and their wins in force. */
@injectable()
export class GetPlayerStats {
  constructor(
    @inject(store('numbers')) private readonly numbers: NumberPool,
    @inject(ListPlayerWins) private readonly wins: ListPlayerWins,
    @inject(store('payments')) private readonly refunds: Pick<RefundLedger, 'refundsOfClaims'>,
  ) {}

  async execute(userId: number): Promise<PlayerStats> {
    const [claims, wins] = await Promise.all([this.numbers.listByUser(userId), this.wins.execute(userId)]);
    const paid = claims.filter((claim) => claim.status === 'paid').map((claim) => claim.id);
    return statsFromClaims(claims, wins.length, await this.refunds.refundsOfClaims(paid));
  }
}
