import type {
  ClaimChange,
  ClaimFilter,
  ClaimPage,
  NewPrizeClaim,
  PrizeClaim,
  PrizeClaimListing,
  PrizeClaims,
  SignedClaim,
} from '../../../application/winners/ports/prize-claims';
import { ACCEPTED_CLAIM_STATUSES, type TaxRecordRule } from '../../../domain/winners/claim-retention';
import { matchesClaimSearch } from '../../../domain/winners/claim-search';
import { type ClaimStatus, claimCountsOf } from '../../../domain/winners/prize-claim';
import { type Changes, type InMemoryStore, setClaim, setEntry } from '../in-memory-store';

const NO_ADDRESS = { line1: '', line2: '', city: '', state: '', zip: '' };
/** How PostgresPrizeClaims reads the columns it set to NULL. */
const withoutTaxRecord = (s: SignedClaim): SignedClaim => ({
  ...s,
  legalName: '',
  address: { ...NO_ADDRESS },
  taxIdSealed: null,
  taxIdLast4: null,
});

const ACCEPTED = new Set(ACCEPTED_CLAIM_STATUSES);

const newestNoticeFirst = (a: PrizeClaim, b: PrizeClaim) =>
  b.notifiedAt.getTime() - a.notifiedAt.getTime() || b.winnerId - a.winnerId;

/** The prize_claims table's twin: one claim per winner id, every change a compare-and-set. */
export class InMemoryPrizeClaims implements PrizeClaims {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async open(c: NewPrizeClaim): Promise<number | null> {
    const winner = this.store.winners.get(c.gameId);
    if (!winner || this.store.prizeClaims.has(winner.id)) return null;
    const claim: PrizeClaim = {
      winnerId: winner.id,
      gameId: c.gameId,
      userId: winner.userId,
      number: winner.number,
      gameName: c.gameName,
      prize: c.prize,
      prizeValueCents: c.prizeValueCents,
      instant: false,
      status: 'notified',
      notifiedAt: c.notifiedAt,
      deadline: c.deadline,
      remindersSent: 0,
      signed: null,
      shipment: null,
      changedAt: c.notifiedAt,
      changedBy: 'notice',
    };
    setClaim(this.store, claim, this.changes);
    return winner.id;
  }

  async find(winnerId: number): Promise<PrizeClaim | null> {
    const claim = this.store.prizeClaims.get(winnerId);
    return claim ? copy(claim) : null;
  }

  async change(winnerId: number, change: ClaimChange): Promise<boolean> {
    const claim = this.store.prizeClaims.get(winnerId);
    if (!claim || !change.from.includes(claim.status)) return false;
    const next: PrizeClaim = {
      ...claim,
      status: change.to,
      changedAt: change.at,
      changedBy: change.by,
      signed: change.signed ? structuredClone(change.signed) : claim.signed,
      shipment: change.shipment ? { ...change.shipment } : claim.shipment,
    };
    setClaim(this.store, next, this.changes);
    return true;
  }

  async markReminded(winnerId: number, n: number): Promise<boolean> {
    const claim = this.store.prizeClaims.get(winnerId);
    if (claim?.status !== 'notified' || claim.remindersSent >= n) return false;
    setEntry(this.store.prizeClaims, winnerId, { ...claim, remindersSent: n }, this.changes);
    return true;
  }

  async listWaiting(limit: number): Promise<PrizeClaim[]> {
    return [...this.store.prizeClaims.values()]
      .filter((c) => c.status === 'notified')
      .sort((a, b) => a.deadline.getTime() - b.deadline.getTime() || a.winnerId - b.winnerId)
      .slice(0, limit)
      .map(copy);
  }

  async list(filter: ClaimFilter): Promise<PrizeClaimListing[]> {
    return [...this.store.prizeClaims.values()]
      .filter(
        (c) =>
          (filter.status === undefined || c.status === filter.status) &&
          (filter.gameId === undefined || c.gameId === filter.gameId),
      )
      .sort(newestNoticeFirst)
      .map((c) => this.listing(c))
      .filter((c) =>
        matchesClaimSearch({ ...c, legalName: c.signed?.legalName ?? null }, filter.search ?? ''),
      );
  }

  async listPage(filter: ClaimFilter, offset: number, limit: number): Promise<ClaimPage> {
    const all = await this.list(filter);
    return { claims: all.slice(offset, offset + limit), total: all.length };
  }

  async listGames(): Promise<{ gameId: number; gameName: string }[]> {
    const games = new Map<number, string>();
    for (const c of [...this.store.prizeClaims.values()].sort(newestNoticeFirst))
      if (!games.has(c.gameId)) games.set(c.gameId, c.gameName);
    return [...games].map(([gameId, gameName]) => ({ gameId, gameName }));
  }

  async listOfPlayer(userId: number): Promise<PrizeClaim[]> {
    return [...this.store.prizeClaims.values()]
      .filter((c) => c.userId === userId)
      .sort(newestNoticeFirst)
      .map(copy);
  }

  async countByStatus(): Promise<Record<ClaimStatus, number>> {
    return claimCountsOf([...this.store.prizeClaims.values()].map((claim) => [claim.status, 1]));
  }

  async eraseForAccount(userId: number, keep: TaxRecordRule): Promise<number> {
    let n = 0;
    for (const claim of this.store.prizeClaims.values()) {
      if (claim.userId !== userId) continue;
      n += 1;
      if (!claim.signed) continue;
      const kept = keep.statuses.includes(claim.status) && claim.prizeValueCents >= keep.minValueCents;
      const blank = { ...claim.signed, dateOfBirth: '', phone: '', signature: '', signedFrom: '' };
      const signed = kept ? blank : withoutTaxRecord(blank);
      setEntry(this.store.prizeClaims, claim.winnerId, { ...claim, signed }, this.changes);
    }
    return n;
  }

  async purgeTaxRecords(notifiedBefore: Date): Promise<number> {
    let n = 0;
    for (const claim of this.store.prizeClaims.values()) {
      const s = claim.signed;
      if (!s || !this.store.erasedUsers.has(claim.userId) || claim.notifiedAt >= notifiedBefore) continue;
      if (s.legalName === '' && s.taxIdSealed === null && s.address.line1 === '') continue;
      setEntry(
        this.store.prizeClaims,
        claim.winnerId,
        { ...claim, signed: withoutTaxRecord(s) },
        this.changes,
      );
      n += 1;
    }
    return n;
  }

  async listTaxable(year: number, minValueCents: number): Promise<PrizeClaimListing[]> {
    return [...this.store.prizeClaims.values()]
      .filter(
        (c) =>
          ACCEPTED.has(c.status) &&
          c.prizeValueCents >= minValueCents &&
          c.notifiedAt.getUTCFullYear() === year,
      )
      .sort((a, b) => a.notifiedAt.getTime() - b.notifiedAt.getTime() || a.winnerId - b.winnerId)
      .map((c) => this.listing(c));
  }

  private listing(claim: PrizeClaim): PrizeClaimListing {
    const user = this.store.users.get(claim.userId);
    const erased = this.store.erasedUsers.has(claim.userId);
    return {
      ...copy(claim),
      player:
        user && !erased ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
    };
  }
}

const copy = (claim: PrizeClaim): PrizeClaim => structuredClone(claim);
