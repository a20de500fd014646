import type { PaymentAttempt } from '../../../application/payments/ports/payment-ledger';
import type {
  FreeSpinOutcome,
  FreeSpinRequest,
  PaidSpinOutcome,
  PaidSpinPreflight,
  PaidSpinPreflightRequest,
  PaidSpinRequest,
  SpinDesk,
  SpinRefusal,
} from '../../../application/play/ports/spin-desk';
import { paidSpinSkipsFreeRange, SCHEME_VERSIONS } from '../../../domain/fairness/scheme';
import type { GameStatus } from '../../../domain/games/game-status';
import { chargeNoteFormat } from '../../../domain/payments/charge-note';
import { CLAIM_TRANSITIONS, type NumberClaim } from '../../../domain/play/number-claim';
import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../../domain/winners/claim-window';
import type { Queryable } from '../queryable';
import { paidSpinPreflight } from './postgres-spin-preflight';

interface Refused {
  outcome: string;
  game_status: Exclude<GameStatus, 'live'> | null;
  start_time: Date | null;
}

interface PaidRow extends Refused {
  daily_spent: number;
  weekly_spent: number;
  monthly_spent: number;
  highest: number;
  number: number;
  price_cents: number;
  claim_status: 'pending' | 'paid';
  spin: number;
  client_seed: string;
  note: string;
  entry_limit: number | null;
}

interface FreeRow extends Refused {
  number: number;
  spin: number;
  client_seed: string;
}

/** The fairness scheme versions whose paid draw leaves the free numbers out (domain/fairness/scheme.ts). */
const SKIP_FREE_VERSIONS = SCHEME_VERSIONS.filter(paidSpinSkipsFreeRange);
const NOTE_FORMAT = chargeNoteFormat();
const { reserve, reserveFreeOfCharge } = CLAIM_TRANSITIONS;

/**
 * Each spin is one statement in autocommit (spin_paid, spin_free), so the player's and
 * the game's locks are held for exactly one round trip, their own commit included. The statement
 * decides no rule: it reads the terms the game type wrote beside each number, and is handed the
 * player's terms, the scheme versions, the reservation's statuses and the charge note's format.
 */
export class PostgresSpinDesk implements SpinDesk {
  constructor(private readonly sql: Queryable) {}

  preflight(r: PaidSpinPreflightRequest): Promise<PaidSpinPreflight> {
    return paidSpinPreflight(this.sql, r);
  }

  async paid(r: PaidSpinRequest): Promise<PaidSpinOutcome> {
    const { daily, weekly, monthly } = r.periodStarts;
    const { revision, limits } = r.player;
    const [row] = await this.sql<PaidRow[]>`
      SELECT * FROM spin_paid(${r.claimId}, ${r.gameId}, ${r.userId}, ${r.requestId}, ${r.now},
        ${r.card.gatewayCustomerId}, ${r.card.gatewayCardId}, ${r.nextTryAt}, ${revision},
        ${daily}, ${weekly}, ${monthly},
        ${limits?.daily ?? null}, ${limits?.weekly ?? null}, ${limits?.monthly ?? null},
        ${SKIP_FREE_VERSIONS}::smallint[], ${reserve.to}, ${reserveFreeOfCharge.to}, ${NOTE_FORMAT},
        ${noticeOf(r).deadline}, ${noticeOf(r).windowHours})`;
    if (!row) throw new Error(`spin_paid answered nothing for game ${r.gameId}`);
    switch (row.outcome) {
      case 'stale':
        return { kind: 'stale' };
      case 'limit':
        return {
          kind: 'limit',
          spent: { daily: row.daily_spent, weekly: row.weekly_spent, monthly: row.monthly_spent },
          highest: row.highest,
        };
      case 'unique-key':
        return { kind: 'unique-key' };
      case 'all-reserved':
        return { kind: 'nothing-for-sale', why: 'reserved' };
      case 'free-only':
        return { kind: 'nothing-for-sale', why: 'free-only' };
      case 'entry-limit':
        return { kind: 'entry-limit', limit: row.entry_limit ?? 0 };
      case 'claimed':
        return claimedPaid(r, row);
      default:
        return refusal(row);
    }
  }

  async free(r: FreeSpinRequest): Promise<FreeSpinOutcome> {
    const [row] = await this.sql<FreeRow[]>`
      SELECT * FROM spin_free(${r.claimId}, ${r.gameId}, ${r.userId}, ${r.now},
        ${noticeOf(r).deadline}, ${noticeOf(r).windowHours})`;
    if (!row) throw new Error(`spin_free answered nothing for game ${r.gameId}`);
    switch (row.outcome) {
      case 'used':
      case 'no-free-range':
      case 'none-left':
        return { kind: 'exhausted', why: row.outcome };
      case 'claimed': {
        const { claimId: id, gameId, userId, now } = r;
        const claim: NumberClaim = {
          id,
          gameId,
          userId,
          number: row.number,
          kind: 'free',
          status: 'free',
          priceCents: 0,
          requestId: null,
          createdAt: now,
          settledAt: now,
          holdExpiresAt: null,
          spin: row.spin,
          clientSeed: row.client_seed,
        };
        return { kind: 'claimed', claim };
      }
      default:
        return refusal(row);
    }
  }
}

function claimedPaid(r: PaidSpinRequest, row: PaidRow): PaidSpinOutcome {
  const { claimId: id, gameId, userId, requestId, now } = r;
  const free = row.claim_status === reserveFreeOfCharge.to;
  const claim: NumberClaim = {
    id,
    gameId,
    userId,
    number: row.number,
    kind: 'paid',
    status: row.claim_status,
    priceCents: row.price_cents,
    requestId,
    createdAt: now,
    settledAt: free ? now : null,
    holdExpiresAt: null,
    spin: row.spin,
    clientSeed: row.client_seed,
  };
  if (free) return { kind: 'claimed', claim, attempt: null };
  const attempt: PaymentAttempt = {
    id,
    claimId: id,
    gatewayCustomerId: r.card.gatewayCustomerId,
    gatewayCardId: r.card.gatewayCardId,
    amountCents: row.price_cents,
    note: row.note,
    status: 'pending',
    gatewayPaymentId: null,
    declineCode: null,
    declineDetail: null,
    tries: 0,
    lastError: null,
    nextTryAt: r.nextTryAt,
    createdAt: now,
    settledAt: null,
  };
  return { kind: 'claimed', claim, attempt };
}

/** The instant-win notice's claim window and deadline, as the domain gives them (instant_award). */
function noticeOf(r: { now: Date; claimWindowHours?: number }) {
  const windowHours = r.claimWindowHours ?? DEFAULT_CLAIM_WINDOW_HOURS;
  return { windowHours, deadline: claimDeadline(r.now, windowHours) };
}

function refusal(row: Refused): SpinRefusal {
  if (row.outcome === 'no-game') return { kind: 'no-game' };
  if (row.outcome === 'no-player') return { kind: 'no-player' };
  if (row.outcome === 'not-live' && row.game_status && row.start_time) {
    return { kind: 'not-live', status: row.game_status, startTime: row.start_time };
  }
  throw new Error(`a spin answered the unknown outcome ${row.outcome}`);
}
