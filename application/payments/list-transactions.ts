import type { NumberClaim } from '../../domain/play/number-claim';
import { isSettled } from '../../domain/play/player-stats';
import type { GameRepository } from '../games/ports/game-repository';
import type { InstantPrizes } from '../games/ports/instant-prizes';
import type { NumberPool } from '../games/ports/number-pool';
import type { InstantWinResult } from '../play/instant-win-of';

export interface Transaction {
  claim: NumberClaim;
  gameName: string;
  /** The instant prize the entry won (docs/rules/games.md, Instant wins), or null. */
  instantWin?: InstantWinResult | null;
}

/**
 * The player's transactions: one per settled claim (a free entry costs 0, a paid claim its price),
 * newest first, so the list and the ledger can never disagree.
 */
export class ListTransactions {
  constructor(
    private readonly numbers: NumberPool,
    private readonly games: GameRepository,
    private readonly prizes?: Pick<InstantPrizes, 'wonByClaims'>,
  ) {}

  async execute(userId: number): Promise<Transaction[]> {
    const claims = (await this.numbers.listByUser(userId)).filter(isSettled);
    const ids = [...new Set(claims.map((c) => c.gameId))];
    const games = await Promise.all(ids.map((id) => this.games.findById(id)));
    const names = new Map(ids.map((id, i) => [id, games[i]?.name]));
    // An archived game is gone from every list but its entries stay: name it by its number.
    const won = this.prizes ? await this.prizes.wonByClaims(claims.map((c) => c.id)) : new Map();
    return claims.map((claim) => {
      const prize = won.get(claim.id);
      return {
        claim,
        gameName: names.get(claim.gameId) ?? `Game #${claim.gameId}`,
        instantWin: prize ? { k: prize.k, name: prize.name, valueCents: prize.valueCents } : null,
      };
    });
  }
}
