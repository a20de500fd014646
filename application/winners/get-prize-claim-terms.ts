import type { SettingsStore } from '../shared/ports/settings-store';

/** What the public pages say of claiming a prize: the window the operator set (domain/winners/claim-window.ts). */
export interface PrizeClaimTerms {
  claimWindowHours: number;
}

/** The claim window in force, so the Official Rules and the prize pages state the one the claims follow. */
export class GetPrizeClaimTerms {
  constructor(private readonly settings: Pick<SettingsStore, 'get'>) {}

  async execute(): Promise<PrizeClaimTerms> {
    return { claimWindowHours: await this.settings.get('claimWindowHours') };
  }
}
