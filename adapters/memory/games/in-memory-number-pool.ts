import type {
  NewClaim,
  NewPaidClaim,
  NthClaim,
  NumberPool,
  NumberRange,
  PaidDraw,
  RecentNumber,
} from '../../../application/games/ports/number-pool';
import type { PriceFigures } from '../../../domain/games/pricing-policy';
import {
  type ClaimEvent,
  countsAsSpending,
  type HoldTime,
  isUnsettled,
  type NumberClaim,
  nextClaimStatus,
} from '../../../domain/play/number-claim';
import { appendLogEntry } from '../fairness/in-memory-game-log';
import { type Changes, type GameEntry, gameChanged, type InMemoryStore, setEntry } from '../in-memory-store';
import { instantOf } from './in-memory-instant-prizes';
import { dearestPaid, priceFiguresOf, termsOf } from './stored-terms';

export class InMemoryNumberPool implements NumberPool {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async countAvailable(gameId: number, range?: NumberRange): Promise<number> {
    return this.available(gameId, range).length;
  }

  async countAvailableByGame(gameIds: readonly number[]): Promise<Map<number, number>> {
    return new Map(gameIds.map((id) => [id, this.available(id).length]));
  }

  async nthAvailable(gameId: number, k: number, range?: NumberRange): Promise<number | null> {
    if (!Number.isInteger(k) || k < 0) return null;
    return this.available(gameId, range)[k] ?? null;
  }

  async listAvailable(gameId: number): Promise<number[]> {
    return this.available(gameId);
  }

  /** Enforces what the claims table's constraints enforce, before changing anything. */
  async claim(c: NumberClaim): Promise<void> {
    const entry = this.store.games.get(c.gameId);
    if (!entry || !Number.isInteger(c.number) || c.number < 1 || c.number > entry.game.totalNumbers) {
      throw new Error(`Game ${c.gameId} has no number ${c.number}`);
    }
    if (entry.taken.has(c.number)) throw new Error(`Number ${c.number} of game ${c.gameId} is not available`);
    if (this.store.claims.has(c.id)) throw new Error(`Claim ${c.id} already exists`);
    for (const other of this.store.claims.values()) {
      if (c.userId === null || other.userId !== c.userId) continue;
      if (c.kind === 'free' && other.kind === 'free' && other.gameId === c.gameId) {
        throw new Error(`User ${c.userId} already has a free entry in game ${c.gameId}`);
      }
      if (c.requestId !== null && other.requestId === c.requestId) {
        throw new Error(`Request ${c.requestId} of user ${c.userId} was already used`);
      }
      if (other.gameId === c.gameId && isUnsettled(c) && isUnsettled(other)) {
        throw new Error(`User ${c.userId} already has an unsettled claim in game ${c.gameId}`);
      }
    }
    if (
      c.spin !== undefined &&
      [...this.store.claims.values()].some((o) => o.gameId === c.gameId && o.spin === c.spin)
    ) {
      throw new Error(`Spin ${c.spin} of game ${c.gameId} already exists`);
    }
    this.take(entry, c.number);
    setEntry(this.store.claims, c.id, { ...c }, this.changes);
    gameChanged(this.store, c.gameId, this.changes);
    // Like the claims_game_log trigger: a claim with a spin number is logged.
    if (c.spin !== undefined) {
      const { spin, kind, number, createdAt } = c;
      const clientSeed = c.clientSeed ?? '';
      appendLogEntry(
        this.store,
        c.gameId,
        {
          ...{ type: 'claim', spin, kind, number, clientSeed, at: createdAt.toISOString() },
          ...instantOf(this.store, c.gameId, number),
        },
        this.changes,
      );
    }
  }

  async claimNthAvailable(c: NewClaim, k: number, range?: NumberRange): Promise<NthClaim> {
    if (c.kind === 'free' && c.userId !== null && (await this.findFreeEntry(c.userId, c.gameId))) {
      return { refused: 'free-entry-exists' };
    }
    const number = await this.nthAvailable(c.gameId, k, range);
    if (number === null) return { refused: 'no-such-number' };
    await this.claim({ ...c, number });
    return { claimed: number };
  }

  async reservePaidNth(c: NewPaidClaim, k: number, skip?: NumberRange): Promise<PaidDraw> {
    const entry = this.store.games.get(c.gameId);
    const number =
      Number.isInteger(k) && k >= 0 ? (this.available(c.gameId, undefined, skip)[k] ?? null) : null;
    if (!entry || number === null) return { refused: 'no-such-number' };
    const priceCents = termsOf(entry, number).priceCents;
    const status = nextClaimStatus('available', priceCents === 0 ? 'reserveFreeOfCharge' : 'reserve');
    if (status === null) throw new Error('the claim lifecycle has no reservation');
    // Like ON CONFLICT DO NOTHING on the request id and on the unsettled-claim key (claims_one_unsettled_key).
    const usedKey = this.find(
      (o) =>
        o.userId === c.userId &&
        (o.requestId === c.requestId || (o.gameId === c.gameId && isUnsettled(o) && isUnsettled({ status }))),
    );
    if (usedKey) return { refused: 'unique-key' };
    const claim: NumberClaim = {
      ...c,
      number,
      kind: 'paid',
      status,
      priceCents,
      settledAt: priceCents === 0 ? c.createdAt : null,
      holdExpiresAt: null,
    };
    await this.claim(claim);
    return { claimed: { ...claim } };
  }

  async findUnsettled(userId: number, gameId: number): Promise<NumberClaim | null> {
    return this.newestFirst((c) => c.userId === userId && c.gameId === gameId && isUnsettled(c))[0] ?? null;
  }

  async findFreeEntry(userId: number, gameId: number): Promise<NumberClaim | null> {
    return this.find((c) => c.userId === userId && c.gameId === gameId && c.kind === 'free');
  }

  async findByRequestId(userId: number, requestId: string): Promise<NumberClaim | null> {
    return this.find((c) => c.userId === userId && c.requestId === requestId);
  }

  async recent(gameId: number, limit: number): Promise<RecentNumber[]> {
    return this.newestFirst((c) => c.gameId === gameId && c.status !== 'released')
      .slice(0, limit)
      .map((c) => ({ number: c.number, timestamp: c.createdAt }));
  }

  async listByUser(userId: number): Promise<NumberClaim[]> {
    return this.newestFirst((c) => c.userId === userId);
  }

  async findById(id: string): Promise<NumberClaim | null> {
    const claim = this.store.claims.get(id);
    return claim ? { ...claim } : null;
  }

  async markPaid(id: string, at: Date): Promise<boolean> {
    return this.move(id, 'approve', null, { settledAt: at });
  }

  async hold(id: string, expiresAt: Date): Promise<boolean> {
    const claim = this.store.claims.get(id);
    return this.move(id, 'decline', null, { holdExpiresAt: claim?.holdExpiresAt ?? expiresAt });
  }

  async reopenHold(id: string, now: Date): Promise<boolean> {
    const claim = this.store.claims.get(id);
    return this.move(id, 'payHeld', { holdExpiresAt: claim?.holdExpiresAt ?? null, now }, {});
  }

  async findOpenHold(userId: number, gameId: number, now: Date): Promise<NumberClaim | null> {
    const open = (c: NumberClaim) =>
      c.holdExpiresAt !== null && ((c.status === 'held' && c.holdExpiresAt > now) || c.status === 'pending');
    return this.newestFirst((c) => c.userId === userId && c.gameId === gameId && open(c))[0] ?? null;
  }

  async releaseExpiredHolds(now: Date, limit: number, gameId?: number): Promise<NumberClaim[]> {
    const expired = [...this.store.claims.values()]
      .filter((c) => nextClaimStatus(c.status, 'releaseHold', { holdExpiresAt: c.holdExpiresAt, now }))
      .filter((c) => gameId === undefined || c.gameId === gameId)
      .sort((a, b) => (a.holdExpiresAt?.getTime() ?? 0) - (b.holdExpiresAt?.getTime() ?? 0))
      .slice(0, Math.max(0, limit));
    return expired.map((claim) => this.release(claim, now));
  }

  async withdrawHold(id: string, now: Date): Promise<boolean> {
    const claim = this.store.claims.get(id);
    if (!claim || !nextClaimStatus(claim.status, 'withdrawHold')) return false;
    this.release(claim, now);
    return true;
  }

  async releaseHolds(gameId: number, now: Date): Promise<number> {
    const held = [...this.store.claims.values()].filter((c) => c.gameId === gameId && c.status === 'held');
    for (const claim of held) this.release(claim, now);
    return held.length;
  }

  async countHeld(gameId: number): Promise<number> {
    return [...this.store.claims.values()].filter((c) => c.gameId === gameId && c.status === 'held').length;
  }

  /** held -> released: the number back in the pool, the release in the game's log. */
  private release(claim: NumberClaim, now: Date): NumberClaim {
    const entry = this.store.games.get(claim.gameId);
    const next: NumberClaim = { ...claim, status: 'released' as const, settledAt: now };
    setEntry(this.store.claims, claim.id, next, this.changes);
    gameChanged(this.store, claim.gameId, this.changes);
    if (entry) this.give(entry, claim.number);
    if (claim.spin !== undefined) {
      appendLogEntry(
        this.store,
        claim.gameId,
        { type: 'release', number: claim.number, at: now.toISOString() },
        this.changes,
      );
    }
    return { ...next };
  }

  async listStalledPayments(endedBefore: Date, limit: number): Promise<NumberClaim[]> {
    const paying = new Set(
      [...this.store.paymentAttempts.values()].filter((a) => a.status === 'pending').map((a) => a.claimId),
    );
    return [...this.store.claims.values()]
      .filter((c) => c.status === 'pending' && c.holdExpiresAt !== null && c.holdExpiresAt < endedBefore)
      .filter((c) => !paying.has(c.id))
      .sort((a, b) => (a.holdExpiresAt?.getTime() ?? 0) - (b.holdExpiresAt?.getTime() ?? 0))
      .slice(0, Math.max(0, limit))
      .map((c) => ({ ...c }));
  }

  async priceFigures(gameId: number, skip?: NumberRange): Promise<PriceFigures | null> {
    const entry = this.store.games.get(gameId);
    return entry ? priceFiguresOf(entry, this.available(gameId, undefined, skip)) : null;
  }

  async highestAvailablePrice(gameId: number): Promise<number> {
    const entry = this.store.games.get(gameId);
    return entry ? dearestPaid(this.available(gameId).map((n) => termsOf(entry, n))) : 0;
  }

  async countHeldBy(userId: number, gameId: number): Promise<number> {
    return [...this.store.claims.values()].filter(
      (c) => c.userId === userId && c.gameId === gameId && c.status !== 'released',
    ).length;
  }

  async countPaidEntries(userId: number, gameId: number): Promise<number> {
    return [...this.store.claims.values()].filter(
      (c) => c.userId === userId && c.gameId === gameId && countsAsSpending(c),
    ).length;
  }

  /** One claim moved by `event` when the lifecycle table allows it, like a conditional UPDATE. */
  private move(id: string, event: ClaimEvent, time: HoldTime | null, fields: Partial<NumberClaim>): boolean {
    const claim = this.store.claims.get(id);
    const status = claim && nextClaimStatus(claim.status, event, time);
    if (!claim || !status) return false;
    setEntry(this.store.claims, id, { ...claim, ...fields, status }, this.changes);
    gameChanged(this.store, claim.gameId, this.changes);
    return true;
  }

  private give(entry: GameEntry, n: number): void {
    if (!entry.taken.delete(n)) return;
    this.changes?.record(() => entry.taken.add(n));
  }

  /** The available numbers of `range` (default all), outside `skip` (what a paid spin draws among). */
  private available(gameId: number, range?: NumberRange, skip?: NumberRange): number[] {
    const entry = this.store.games.get(gameId);
    if (!entry) return [];
    const from = Math.max(1, range?.from ?? 1);
    const to = Math.min(entry.game.totalNumbers, range?.to ?? entry.game.totalNumbers);
    const skipped = (n: number) => skip !== undefined && n >= skip.from && n <= skip.to;
    const numbers: number[] = [];
    for (let n = from; n <= to; n++) if (!entry.taken.has(n) && !skipped(n)) numbers.push(n);
    return numbers;
  }

  private take(entry: GameEntry, n: number): void {
    entry.taken.add(n);
    this.changes?.record(() => entry.taken.delete(n));
  }

  private find(match: (c: NumberClaim) => boolean): NumberClaim | null {
    for (const c of this.store.claims.values()) if (match(c)) return { ...c };
    return null;
  }

  /** Newest first by createdAt, later insertions first on ties (the seq column in PostgreSQL). */
  private newestFirst(match: (c: NumberClaim) => boolean): NumberClaim[] {
    return [...this.store.claims.values()]
      .filter(match)
      .reverse()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((c) => ({ ...c }));
  }
}
