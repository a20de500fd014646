import type {
  InstantAward,
  InstantNotice,
  InstantPrizes,
  InstantWinListing,
  StoredInstantPrize,
} from '../../../application/games/ports/instant-prizes';
import { instantAwardIsItsOwnEntry } from '../../../domain/fairness/scheme';
import type { PlayerWin } from '../../../domain/play/player-wins';
import type { Cents } from '../../../domain/shared/money';
import { winnerNotice } from '../../../domain/winners/winner-notice';
import { appendLogEntry, schemeVersionOf } from '../fairness/in-memory-game-log';
import { type Changes, gameChanged, type InMemoryStore, setClaim, setEntry } from '../in-memory-store';
import { InMemoryOutbox } from '../mail/in-memory-outbox';

const copy = (p: StoredInstantPrize): StoredInstantPrize => ({ ...p, won: p.won ? { ...p.won } : null });

/** The instant_prizes table's twin; the award does what instant_award (functions/instant-award.sql) does. */
export class InMemoryInstantPrizes implements InstantPrizes {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async replace(
    gameId: number,
    prizes: readonly { name: string; valueCents: Cents; number: number }[],
  ): Promise<void> {
    const list = prizes.map((p, index) => ({ gameId, k: index + 1, ...p, won: null }));
    setEntry(this.store.instantPrizes, gameId, list, this.changes);
  }

  async list(gameId: number): Promise<StoredInstantPrize[]> {
    return (this.store.instantPrizes.get(gameId) ?? []).map(copy);
  }

  async listByGames(gameIds: readonly number[]): Promise<Map<number, StoredInstantPrize[]>> {
    const byGame = new Map<number, StoredInstantPrize[]>();
    for (const id of gameIds) {
      const list = this.store.instantPrizes.get(id);
      if (list && list.length > 0) byGame.set(id, list.map(copy));
    }
    return byGame;
  }

  async award(claimId: string, n: InstantNotice): Promise<InstantAward | null> {
    const claim = this.store.claims.get(claimId);
    if (!claim || claim.userId === null || (claim.status !== 'free' && claim.status !== 'paid')) return null;
    const list = this.store.instantPrizes.get(claim.gameId) ?? [];
    const prize = list.find((p) => p.number === claim.number);
    if (!prize || prize.won) return null;
    const winnerId = this.store.nextWinnerId++;
    const won = { claimId, userId: claim.userId, spin: claim.spin ?? null, wonAt: n.at, winnerId };
    setEntry(
      this.store.instantPrizes,
      claim.gameId,
      list.map((p) => (p.k === prize.k ? { ...p, won } : p)),
      this.changes,
    );
    if (instantAwardIsItsOwnEntry(schemeVersionOf(this.store, claim.gameId)) && claim.spin != null) {
      const entry = { type: 'instant', spin: claim.spin, number: claim.number, k: prize.k } as const;
      appendLogEntry(this.store, claim.gameId, { ...entry, at: n.at.toISOString() }, this.changes);
    }
    const game = this.store.games.get(claim.gameId)?.game;
    setClaim(
      this.store,
      {
        winnerId,
        gameId: claim.gameId,
        userId: claim.userId,
        number: claim.number,
        gameName: game?.name ?? '',
        prize: prize.name,
        prizeValueCents: prize.valueCents,
        instant: true,
        status: 'notified',
        notifiedAt: n.at,
        deadline: n.deadline,
        remindersSent: 0,
        signed: null,
        shipment: null,
        changedAt: n.at,
        changedBy: 'notice',
      },
      this.changes,
    );
    const user = this.store.erasedUsers.has(claim.userId) ? undefined : this.store.users.get(claim.userId);
    if (user)
      await new InMemoryOutbox(this.store, this.changes).enqueue(
        {
          to: user.email,
          message: winnerNotice(
            {
              firstName: user.firstName,
              gameName: game?.name ?? '',
              prize: prize.name,
              prizeValueCents: prize.valueCents,
              number: claim.number,
              winnerId,
            },
            { claimBy: n.deadline, claimWindowHours: n.windowHours, instant: true },
          ),
        },
        n.at,
      );
    gameChanged(this.store, claim.gameId, this.changes);
    return { gameId: claim.gameId, k: prize.k, winnerId };
  }

  async wonByClaims(claimIds: readonly string[]): Promise<Map<string, StoredInstantPrize>> {
    const wanted = new Set(claimIds);
    const byClaim = new Map<string, StoredInstantPrize>();
    for (const list of this.store.instantPrizes.values())
      for (const p of list) if (p.won && wanted.has(p.won.claimId)) byClaim.set(p.won.claimId, copy(p));
    return byClaim;
  }

  async listWins(): Promise<InstantWinListing[]> {
    const wins: InstantWinListing[] = [];
    for (const list of this.store.instantPrizes.values())
      for (const p of list) {
        if (!p.won) continue;
        const user = this.store.erasedUsers.has(p.won.userId)
          ? undefined
          : this.store.users.get(p.won.userId);
        wins.push({
          ...copy(p),
          won: { ...p.won },
          gameName: this.store.games.get(p.gameId)?.game.name ?? '',
          claimStatus: this.store.prizeClaims.get(p.won.winnerId)?.status ?? null,
          player: user
            ? {
                firstName: user.firstName,
                lastName: user.lastName,
                email: user.email,
                state: user.state ?? null,
                optOutPublicity: user.optOutPublicity,
              }
            : null,
        });
      }
    return wins.sort(
      (a, b) => b.won.wonAt.getTime() - a.won.wonAt.getTime() || b.won.winnerId - a.won.winnerId,
    );
  }

  async wonByPlayer(userId: number): Promise<PlayerWin[]> {
    const wins: PlayerWin[] = [];
    for (const list of this.store.instantPrizes.values())
      for (const p of list) {
        if (p.won?.userId !== userId) continue;
        wins.push({
          winnerId: p.won.winnerId,
          kind: 'instant',
          gameId: p.gameId,
          gameName: this.store.games.get(p.gameId)?.game.name ?? '',
          prize: p.name,
          prizeValueCents: p.valueCents,
          number: p.number,
          selectedAt: p.won.wonAt,
          claimStatus: this.store.prizeClaims.get(p.won.winnerId)?.status ?? null,
        });
      }
    return wins.sort((a, b) => b.selectedAt.getTime() - a.selectedAt.getTime() || b.winnerId - a.winnerId);
  }

  async findByWinnerId(winnerId: number): Promise<StoredInstantPrize | null> {
    for (const list of this.store.instantPrizes.values())
      for (const p of list) if (p.won?.winnerId === winnerId) return copy(p);
    return null;
  }
}

/**
 * `instant: k` for a claim of the game's instant-win number k, as the claims_game_log trigger writes it;
 * nothing in a game whose prizes are entries of their own (games.instant_award_entry).
 */
export function instantOf(store: InMemoryStore, gameId: number, number: number): { instant?: number } {
  if (instantAwardIsItsOwnEntry(schemeVersionOf(store, gameId))) return {};
  const prize = store.instantPrizes.get(gameId)?.find((p) => p.number === number);
  return prize ? { instant: prize.k } : {};
}
