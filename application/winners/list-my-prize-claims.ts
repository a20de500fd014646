import { inject, injectable } from 'inversify';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import { type PrizeClaimView, viewOf } from './claim-view';
import type { PrizeClaims } from './ports/prize-claims';

/** The player's own claims, newest notice first: only theirs, each TIN masked as on the claim page. */
@injectable()
export class ListMyPrizeClaims {
  constructor(
    @inject(store('prizeClaims')) private readonly claims: Pick<PrizeClaims, 'listOfPlayer'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<PrizeClaimView[]> {
    const now = this.clock.now();
    return (await this.claims.listOfPlayer(userId)).map((claim) => viewOf(claim, now));
  }
}
