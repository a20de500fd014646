import type { PaymentAttempt } from '../../../application/payments/ports/payment-ledger';
import { lockedFreeRefusal, lockedRefusal } from '../../../application/play/locked-refusal';
import type {
  FreeSpinOutcome,
  FreeSpinRequest,
  PaidSpinOutcome,
  PaidSpinPreflight,
  PaidSpinPreflightRequest,
  PaidSpinRequest,
  SpinDesk,
} from '../../../application/play/ports/spin-desk';
import { paidSpinSkipsFreeRange, SCHEME_VERSIONS } from '../../../domain/fairness/scheme';
import type { GameTimes } from '../../../domain/games/game';
import { chargeNoteFormat } from '../../../domain/payments/charge-note';
import {
  CLAIM_TRANSITIONS,
  type NumberClaim,
  SPENDING_CLAIM_STATUSES,
  UNSETTLED_CLAIM_STATUSES,
} from '../../../domain/play/number-claim';
import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../../domain/winners/claim-window';
import { instantNoticeParameter } from '../games/instant-notice';
import type { Queryable } from '../queryable';
import { paidSpinPreflight } from './postgres-spin-preflight';

/** The facts of the locked game row a refusal is judged on (the domain names the status). */
interface Refused {
  outcome: string;
  cancelled_at: Date | null;
  closed_at: Date | null;
  end_time: Date;
  start_time: Date;
  is_scheduled: boolean;
  unsold: number;
}

interface PaidRow extends Refused {
  failed: string[] | null;
  numbers_left: number;
  daily_spent: number | null;
  weekly_spent: number;
  monthly_spent: number;
  highest: number | null;
  number: number;
  price_cents: number;
  claim_status: 'pending' | 'paid';
  spin: number;
  client_seed: string;
  note: string;
  entry_limit: number | null;
}

interface FreeRow extends Refused {
  failed: string[] | null;
  number: number;
  spin: number;
  client_seed: string;
}

/** The fairness scheme versions whose paid draw leaves the free numbers out (domain/fairness/scheme.ts). */
const SKIP_FREE_VERSIONS = SCHEME_VERSIONS.filter(paidSpinSkipsFreeRange);
const NOTE_FORMAT = chargeNoteFormat();
const SPENDING = [...SPENDING_CLAIM_STATUSES];
const UNSETTLED = [...UNSETTLED_CLAIM_STATUSES];
const { reserve, reserveFreeOfCharge } = CLAIM_TRANSITIONS;

/**
 * Each spin is one statement in autocommit (spin_paid, spin_free), so the player's and
 * the game's locks are held for exactly one round trip, their own commit included. The statement
 * decides no rule: it reads the terms the game type wrote beside each number, and is handed the
 * player's terms, the scheme versions, the reservation's and the spending claim statuses and the
 * charge note's format. A refusal comes back as the checks that failed and the facts they were judged
 * on; the domain names the refusal (lockedRefusal, lockedFreeRefusal).
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
        ${noticeOf(r).deadline}, ${instantNoticeParameter(this.sql, noticeOf(r))}, ${SPENDING}::text[], ${UNSETTLED}::text[])`;
    if (!row) throw new Error(`spin_paid answered nothing for game ${r.gameId}`);
    switch (row.outcome) {
      case 'stale':
      case 'no-game':
      case 'no-player':
      case 'unique-key':
        return { kind: row.outcome };
      case 'refused':
        return lockedRefusal({
          failed: row.failed ?? [],
          game: gameOf(row),
          unsold: row.unsold,
          numbersLeft: row.numbers_left,
          entryLimit: row.entry_limit,
          spent:
            row.daily_spent === null
              ? null
              : { daily: row.daily_spent, weekly: row.weekly_spent, monthly: row.monthly_spent },
          highest: row.highest,
          now: r.now,
        });
      case 'claimed':
        return claimedPaid(r, row);
      default:
        throw new Error(`spin_paid answered the unknown outcome ${row.outcome}`);
    }
  }

  async free(r: FreeSpinRequest): Promise<FreeSpinOutcome> {
    const [row] = await this.sql<FreeRow[]>`
      SELECT * FROM spin_free(${r.claimId}, ${r.gameId}, ${r.userId}, ${r.now},
        ${noticeOf(r).deadline}, ${instantNoticeParameter(this.sql, noticeOf(r))}, ${UNSETTLED}::text[])`;
    if (!row) throw new Error(`spin_free answered nothing for game ${r.gameId}`);
    switch (row.outcome) {
      case 'used':
        // The free entry taken meanwhile: the unique key on (game, player) refused the insert.
        return { kind: 'exhausted', why: 'used' };
      case 'refused':
        return lockedFreeRefusal({
          failed: row.failed ?? [],
          game: gameOf(row),
          unsold: row.unsold,
          now: r.now,
        });
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
      case 'no-game':
      case 'no-player':
        return { kind: row.outcome };
      default:
        throw new Error(`spin_free answered the unknown outcome ${row.outcome}`);
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

function gameOf(row: Refused): GameTimes {
  return {
    cancelledAt: row.cancelled_at,
    closedAt: row.closed_at,
    endTime: row.end_time,
    startTime: row.start_time,
    isScheduled: row.is_scheduled,
  };
}
