import type { Clock } from '../shared/ports/clock';
import { type PrizeClaimView, viewOf } from './claim-view';
import type { PrizeClaims } from './ports/prize-claims';

/** The player's own claims, newest notice first: only theirs, each TIN masked as on the claim page. */
export class ListMyPrizeClaims {
  constructor(
    private readonly claims: Pick<PrizeClaims, 'listOfPlayer'>,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<PrizeClaimView[]> {
    const now = this.clock.now();
    return (await this.claims.listOfPlayer(userId)).map((claim) => viewOf(claim, now));
  }
}
