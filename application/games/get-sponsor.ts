import type { RulesSponsor } from '../../domain/games/official-rules';

/** The operator who runs the giveaways, as the Official Rules must name them; null on a demo site. */
export type Sponsor = RulesSponsor;

/** Who the Official Rules name as Sponsor, so a demo site never presents an invented company as real. */
export class GetSponsor {
  constructor(private readonly sponsor: Sponsor) {}

  execute(): Sponsor {
    return this.sponsor;
  }
}
