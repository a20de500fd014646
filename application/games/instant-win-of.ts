import type { Cents } from '../../domain/shared/money';
import type { InstantPrizes } from './ports/instant-prizes';

/** The instant prize a claim won (docs/rules/games.md, Instant wins), as a spin's answer names it. */
export interface InstantWinResult {
  k: number;
  name: string;
  valueCents: Cents;
  /** The prize's winner record: its claim page is /claim/{winnerId}. */
  winnerId: number;
}

/** The prize the claim won, or null (not an instant-win number, not settled, or won before). */
export async function instantWinOf(
  prizes: Pick<InstantPrizes, 'wonByClaims'>,
  claimId: string,
): Promise<InstantWinResult | null> {
  const prize = (await prizes.wonByClaims([claimId])).get(claimId);
  return prize?.won
    ? { k: prize.k, name: prize.name, valueCents: prize.valueCents, winnerId: prize.won.winnerId }
    : null;
}
