import { inject, injectable } from 'inversify';
import { isVoidEntry } from '../../domain/games/void-entry';
import type { NumberClaim } from '../../domain/play/number-claim';
import { isSettled } from '../../domain/play/player-stats';
import type { GameRepository, InstantPrizes, InstantWinResult, NumberPool } from '../games';
import { store } from '../shared/tokens';
import type { Refund, RefundLedger } from './ports/refund-ledger';

/** A charge's refund as its transaction shows it. */
export type TransactionRefund = Pick<Refund, 'status' | 'amountCents' | 'refundedAt'>;

export interface Transaction {
  claim: NumberClaim;
  gameName: string;
  /** The refund of the charge (a cancelled game), whatever its stage; null when none was opened. */
  refund: TransactionRefund | null;
  /** The instant prize the entry won (docs/rules/games.md, Instant wins), or null. */
  instantWin?: InstantWinResult | null;
  /** A free entry of a cancelled game (domain/games/void-entry.ts). */
  isVoid: boolean;
}

/**
 * The player's transactions: one per settled claim (a free entry costs 0, a paid claim its price),
 * newest first, so the list and the ledger can never disagree.
 */
@injectable()
export class ListTransactions {
  constructor(
    @inject(store('numbers')) private readonly numbers: NumberPool,
    @inject(store('games')) private readonly games: GameRepository,
    @inject(store('payments')) private readonly refunds: Pick<RefundLedger, 'refundsOfClaims'>,
    @inject(store('instantPrizes')) private readonly prizes: Pick<InstantPrizes, 'wonByClaims'>,
  ) {}

  async execute(userId: number): Promise<Transaction[]> {
    const claims = (await this.numbers.listByUser(userId)).filter(isSettled);
    const ids = [...new Set(claims.map((c) => c.gameId))];
    const paid = claims.filter((claim) => claim.status === 'paid').map((claim) => claim.id);
    // What the list adds to the claims is read at once, not one read after another.
    const [games, refundList, won] = await Promise.all([
      Promise.all(ids.map((id) => this.games.findById(id))),
      this.refunds.refundsOfClaims(paid),
      this.prizes.wonByClaims(claims.map((c) => c.id)),
    ]);
    // An archived game is gone from every list but its entries stay: name it by its number.
    const byId = new Map(ids.map((id, i) => [id, games[i] ?? null]));
    const refunds = new Map(refundList.map((r) => [r.claimId, r]));
    return claims.map((claim) => {
      const refund = refunds.get(claim.id);
      const prize = won.get(claim.id);
      return {
        claim,
        gameName: byId.get(claim.gameId)?.name ?? `Game #${claim.gameId}`,
        isVoid: isVoidEntry(claim, byId.get(claim.gameId) ?? null),
        refund: refund
          ? { status: refund.status, amountCents: refund.amountCents, refundedAt: refund.refundedAt }
          : null,
        instantWin: prize?.won
          ? { k: prize.k, name: prize.name, valueCents: prize.valueCents, winnerId: prize.won.winnerId }
          : null,
      };
    });
  }
}
