import { type PrizeClaimView, viewOf } from './claim-view';
import type { PrizeClaims } from './ports/prize-claims';

/** The player's own claims, newest notice first: only theirs, each TIN masked as on the claim page. */
export class ListMyPrizeClaims {
  constructor(private readonly claims: Pick<PrizeClaims, 'listOfPlayer'>) {}

  async execute(userId: number): Promise<PrizeClaimView[]> {
    return (await this.claims.listOfPlayer(userId)).map(viewOf);
  }
}
