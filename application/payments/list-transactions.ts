import type { NumberClaim } from '../../domain/play/number-claim';
import { isSettled } from '../../domain/play/player-stats';
import type { GameRepository } from '../games/ports/game-repository';
import type { NumberPool } from '../games/ports/number-pool';

export interface Transaction {
  claim: NumberClaim;
  gameName: string;
}

/**
 * The player's transactions: one per settled claim (a free entry costs 0, a paid claim its price),
 * newest first, so the list and the ledger can never disagree.
 */
export class ListTransactions {
  constructor(
    private readonly numbers: NumberPool,
    private readonly games: GameRepository,
  ) {}

  async execute(userId: number): Promise<Transaction[]> {
    const claims = (await this.numbers.listByUser(userId)).filter(isSettled);
    const ids = [...new Set(claims.map((c) => c.gameId))];
    const games = await Promise.all(ids.map((id) => this.games.findById(id)));
    const names = new Map(ids.map((id, i) => [id, games[i]?.name]));
    // An archived game is gone from every list but its entries stay: name it by its number.
    return claims.map((claim) => ({ claim, gameName: names.get(claim.gameId) ?? `Game #${claim.gameId}` }));
  }
}
