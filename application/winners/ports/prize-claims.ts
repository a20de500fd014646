import type { ShippingAddress } from '../../../domain/winners/claim-form';
import type { TaxRecordRule } from '../../../domain/winners/claim-retention';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';

/** A claim opened with the winner's notice: the prize as it stood then, and the window. */
export interface NewPrizeClaim {
  gameId: number;
  gameName: string;
  prize: string;
  prizeValueCents: number;
  notifiedAt: Date;
  deadline: Date;
}

/** What the winner signed, as stored: the TIN sealed (encrypted), with its last four digits. */
export interface SignedClaim {
  legalName: string;
  dateOfBirth: string;
  address: ShippingAddress;
  phone: string;
  signature: string;
  signedAt: Date;
  /** The client address the signature came from. */
  signedFrom: string;
  affidavitVersion: string;
  taxIdSealed: string | null;
  taxIdLast4: string | null;
}

export interface Shipment {
  carrier: string;
  trackingNumber: string;
}

export interface PrizeClaim {
  winnerId: number;
  gameId: number;
  userId: number;
  number: number;
  gameName: string;
  prize: string;
  prizeValueCents: number;
  /** An instant prize's claim (docs/rules/games.md, Instant wins): never drawn again. */
  instant: boolean;
  status: ClaimStatus;
  notifiedAt: Date;
  deadline: Date;
  remindersSent: number;
  signed: SignedClaim | null;
  shipment: Shipment | null;
  /** The last change: when, and by whom ('winner', 'claim window', an administrator's e-mail). */
  changedAt: Date;
  changedBy: string;
}

/** A claim with its player as the Winners tab lists it (null once the account is erased). */
export interface PrizeClaimListing extends PrizeClaim {
  player: { firstName: string; lastName: string; email: string } | null;
}

/** A status change as a compare-and-set: it happens only from one of `from`. */
export interface ClaimChange {
  from: readonly ClaimStatus[];
  to: ClaimStatus;
  at: Date;
  by: string;
  signed?: SignedClaim;
  shipment?: Shipment;
}

export interface ClaimFilter {
  status?: ClaimStatus;
  gameId?: number;
  /** domain/winners/claim-search.ts, matchesClaimSearch: the player, the legal name, the game, the prize. */
  search?: string;
}

/** One page of the filtered claims, and how many match in all. */
export interface ClaimPage {
  claims: PrizeClaimListing[];
  total: number;
}

/**
 * The winners' claims, one per recorded winner, kept after the winner is set aside (a declined or
 * forfeited claim stays as the record of why). Each change is one compare-and-set, so two
 * requests, or two server processes, change a claim once.
 */
export interface PrizeClaims {
  /** Opens the claim of the game's recorded winner; its winner id, or null without a winner. */
  open(claim: NewPrizeClaim): Promise<number | null>;
  find(winnerId: number): Promise<PrizeClaim | null>;
  /** False when the claim's status is not one of `change.from` (someone changed it first). */
  change(winnerId: number, change: ClaimChange): Promise<boolean>;
  /** Records reminder `n` as sent, once: false if it (or a later one) was, or the claim moved on. */
  markReminded(winnerId: number, n: number): Promise<boolean>;
  /** Claims still waiting for their winner, soonest deadline first. */
  listWaiting(limit: number): Promise<PrizeClaim[]>;
  /** Newest notice first: every claim the filter selects (the CSV export). */
  list(filter: ClaimFilter): Promise<PrizeClaimListing[]>;
  /** Newest notice first: `limit` of the claims the filter selects after the first `offset`, and their total. */
  listPage(filter: ClaimFilter, offset: number, limit: number): Promise<ClaimPage>;
  /** The games that have a claim, each once, newest notice first: the Winners tab's game filter. */
  listGames(): Promise<{ gameId: number; gameName: string }[]>;
  /** One player's own claims, newest notice first. */
  listOfPlayer(userId: number): Promise<PrizeClaim[]>;
  /** How many claims are at each status now (every status named, 0 included): the metrics' gauge. */
  countByStatus(): Promise<Record<ClaimStatus, number>>;
  /**
   * Account erasure: blanks the winner's personal data in every claim of the account (birth date,
   * phone, signature, client address; legal name, address and TIN too unless `keep` selects the
   * claim, whose tax record stays). Prize, value, dates, statuses and shipments stay. Returns how many.
   */
  eraseForAccount(userId: number, keep: TaxRecordRule): Promise<number>;
  /** Erases the kept tax records of erased accounts' claims notified before the instant; how many. */
  purgeTaxRecords(notifiedBefore: Date): Promise<number>;
  /** Accepted claims (claimed and after) of the prizes of at least `minValueCents` notified in the year (UTC). */
  listTaxable(year: number, minValueCents: number): Promise<PrizeClaimListing[]>;
}
