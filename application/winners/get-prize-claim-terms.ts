import { inject, injectable } from 'inversify';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';

/** What the public pages say of claiming a prize: the window the operator set (domain/winners/claim-window.ts). */
export interface PrizeClaimTerms {
  claimWindowHours: number;
}

/** The claim window in force, so the Official Rules and the prize pages state the one the claims follow. */
@injectable()
export class GetPrizeClaimTerms {
  constructor(@inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>) {}

  async execute(): Promise<PrizeClaimTerms> {
    return { claimWindowHours: await this.settings.get('claimWindowHours') };
  }
}
