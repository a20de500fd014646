import type { ErasedAccount } from '../../application/accounts/ports/erased-accounts';
import type { PasswordResetToken } from '../../application/accounts/ports/password-reset-tokens';
import type { Session } from '../../application/accounts/ports/session-store';
import type { StoredUser } from '../../application/accounts/ports/user-repository';
import type { StoredTerms } from '../../application/games/ports/game-terms';
import type { StoredInstantPrize } from '../../application/games/ports/instant-prizes';
import type { StoredPrizeImage } from '../../application/games/ports/prize-image-store';
import type { WinnerRecord } from '../../application/games/ports/winner-repository';
import type { ContactMessage } from '../../application/mail/ports/contact-message-store';
import type { Subscriber } from '../../application/mail/ports/subscription-store';
import type { LedgerPayment, PaymentAttempt } from '../../application/payments/ports/payment-ledger';
import type { Refund } from '../../application/payments/ports/refund-ledger';
import type { ResponsiblePlay } from '../../application/responsible-play/ports/responsible-play-store';
import type { NewEvent } from '../../application/shared/ports/event-log';
import type { OutboxEntry } from '../../application/shared/ports/outbox';
import type { PrizeClaim } from '../../application/winners/ports/prize-claims';
import type { StoredPreferences } from '../../domain/accounts/preferences';
import type { HashedEntry } from '../../domain/fairness/fairness-log';
import type { SchemeVersion } from '../../domain/fairness/scheme';
import type { Game } from '../../domain/games/game';
import type { NumberTerms } from '../../domain/games/game-type';
import type { PaymentCard } from '../../domain/payments/payment-card';
import type { NumberClaim } from '../../domain/play/number-claim';
import { InMemoryGameChanges } from './games/in-memory-game-changes';

export interface GameEntry {
  game: Game;
  spinSequence: number;
  taken: Set<number>;
  /** Each number's terms as its game type decided them (index n - 1), like game_numbers' columns. */
  terms: NumberTerms[];
  /** Set when the game is archived: it is then gone from every read, its claims kept. */
  archivedAt?: Date;
  /** Set when the closer took the game's minimum decision (domain/games/minimum-to-run.ts). */
  minimumDecidedAt?: Date;
}

/** A card row: removed cards stay, disabled, like the payment_cards table. */
export type StoredPaymentCard = PaymentCard & { disabledAt: Date | null; fingerprint: string | null };

/** Everything the in-memory adapters keep; adapters sharing one store see one database. */
export class InMemoryStore {
  readonly users = new Map<number, StoredUser>();
  readonly sessions = new Map<string, Session>();
  readonly games = new Map<number, GameEntry>();
  /** Insertion order is kept by the Map, like the claims.seq column. */
  readonly claims = new Map<string, NumberClaim>();
  /** Erased accounts: their entry stays (blanked) so ids held by claims and winners still resolve. */
  readonly erasedUsers = new Set<number>();
  /** What is kept of each erased account, by its id (the erased_accounts table). */
  readonly erasedAccounts = new Map<number, ErasedAccount>();
  /** Keyed by game id: one winner per game. */
  readonly winners = new Map<number, WinnerRecord & { id: number }>();
  nextWinnerId = 1;
  /** Instant prizes by game id, in order (instant_prizes); their winner ids come from nextWinnerId. */
  readonly instantPrizes = new Map<number, StoredInstantPrize[]>();
  /** The winners' claims by winner id (prize_claims). */
  readonly prizeClaims = new Map<number, PrizeClaim>();
  /** Each status a claim took, in order (prize_claim_steps, written with every status change). */
  readonly prizeClaimSteps: ClaimStepRow[] = [];
  /** Prize images by game id. */
  readonly images = new Map<number, StoredPrizeImage & { updatedAt: Date }>();
  /** Keyed by `user:{id}` or `email:{lower-cased address}`. */
  readonly subscriptions = new Map<
    string,
    Subscriber & {
      createdAt: Date;
      unsubscribeToken: string;
      confirmTokenHash: string | null;
      confirmedAt: Date | null;
    }
  >();
  readonly contactMessages = new Map<number, ContactMessage>();
  nextContactMessageId = 1;
  /** Saved preferences by user id. */
  readonly preferences = new Map<number, StoredPreferences>();
  /** Spending limits and breaks by user id. */
  readonly responsiblePlay = new Map<number, ResponsiblePlay>();
  /** Each record's revision (the responsible_play.revision column): every change moves it. */
  readonly responsiblePlayRevisions = new Map<number, number>();
  /** Payments: gateway customers by user id, cards by id, charge attempts by id, ledger by claim id. */
  readonly paymentCustomers = new Map<number, string>();
  readonly paymentCards = new Map<number, StoredPaymentCard>();
  nextPaymentCardId = 1;
  readonly paymentAttempts = new Map<string, PaymentAttempt>();
  readonly payments = new Map<string, LedgerPayment>();
  /** Refunds by claim id (the refunds table). */
  readonly refunds = new Map<string, Refund>();
  /** The mail outbox by id, in insertion order; password reset tokens by hash. */
  readonly outbox = new Map<string, OutboxEntry>();
  readonly passwordResets = new Map<string, PasswordResetToken & { usedAt: Date | null }>();
  /** Game closings by game id (game_closings). */
  readonly closings = new Map<
    number,
    { closedAt: Date; drawDue: boolean; completionMailedAt: Date | null }
  >();
  /** The event log (append-only), in insertion order. */
  readonly events: (NewEvent & { id: number })[] = [];
  nextEventId = 1;
  nextUserId = 1;
  nextGameId = 1;
  /** Provably fair: server seeds and logs by game id, client seeds by user id. */
  readonly serverSeeds = new Map<number, Uint8Array>();
  /** Games whose scheme is not the current one (domain/fairness/scheme.ts). */
  readonly schemeVersions = new Map<number, SchemeVersion>();
  readonly gameLogs = new Map<number, HashedEntry[]>();
  /** The versions of each game's terms, oldest first (game_terms). */
  readonly gameTerms = new Map<number, StoredTerms[]>();
  readonly clientSeeds = new Map<number, string>();
  /** Serialises units of work, which is what the row lock of lockForSpin gives on PostgreSQL. */
  readonly exclusive = new Mutex();
  /** What the live updates hear of these writes (adapters/memory/games/in-memory-game-changes.ts). */
  readonly gameChanges = new InMemoryGameChanges();
}

/**
 * The undo log of one unit of work. Rolling back undoes only that work's own writes, so writes made
 * meanwhile outside the unit of work survive. Id counters are not rolled back, like sequences.
 */
export class Changes {
  private readonly undos: (() => void)[] = [];
  /** Games this work changed: announced once it succeeds (gameChanged). */
  readonly changedGames = new Set<number>();

  record(undo: () => void): void {
    this.undos.push(undo);
  }

  rollback(): void {
    for (const undo of this.undos.splice(0).reverse()) undo();
  }
}

/** Announces a change of the game: at once, or inside a unit of work when it succeeds. */
export function gameChanged(store: InMemoryStore, gameId: number, changes?: Changes): void {
  if (changes) changes.changedGames.add(gameId);
  else store.gameChanges.publish(gameId);
}

/** A row of prize_claim_steps. */
export interface ClaimStepRow {
  winnerId: number;
  gameId: number;
  status: PrizeClaim['status'];
  at: Date;
  by: string;
}

/**
 * Stores a claim, and a step of its trail when it is new or its status changed (what the trigger
 * prize_claim_steps does on prize_claims), both undone with the transaction.
 */
export function setClaim(store: InMemoryStore, claim: PrizeClaim, changes?: Changes): void {
  const before = store.prizeClaims.get(claim.winnerId);
  setEntry(store.prizeClaims, claim.winnerId, claim, changes);
  if (before?.status === claim.status) return;
  const step = {
    winnerId: claim.winnerId,
    gameId: claim.gameId,
    status: claim.status,
    at: claim.changedAt,
    by: claim.changedBy,
  };
  store.prizeClaimSteps.push(step);
  changes?.record(() => {
    const at = store.prizeClaimSteps.indexOf(step);
    if (at >= 0) store.prizeClaimSteps.splice(at, 1);
  });
}

export function setEntry<K, V>(map: Map<K, V>, key: K, value: V, changes?: Changes): void {
  const had = map.has(key);
  const previous = map.get(key);
  map.set(key, value);
  changes?.record(() => (had ? map.set(key, previous as V) : map.delete(key)));
}

export function deleteEntry<K, V>(map: Map<K, V>, key: K, changes?: Changes): void {
  if (!map.has(key)) return;
  const previous = map.get(key) as V;
  map.delete(key);
  changes?.record(() => map.set(key, previous));
}

class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  lock<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    this.tail = run.catch(() => {});
    return run;
  }
}
