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
import type { GameTimes } from '../../../domain/games/game';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { instantNoticeParameter } from '../games/instant-notice';
import { GroupCommit } from '../group-commit';
import type { Queryable } from '../queryable';
import {
  type FreeRow,
  freeSpinGroup,
  NOTE_FORMAT,
  noticeOf,
  type PaidRow,
  paidSpinGroup,
  type Refused,
  reserve,
  reserveFreeOfCharge,
  SKIP_FREE_VERSIONS,
  SPENDING,
  UNSETTLED,
} from './postgres-spin-groups';
import { paidSpinPreflight } from './postgres-spin-preflight';

/**
 * Each spin is one statement in autocommit (spin_paid, spin_free), so the player's and
 * the game's locks are held for exactly one round trip, their own commit included; the spins of one
 * game that arrive while its statement is in flight are taken together by the next one
 * (spin_paid_batch, spin_free_batch: group commit), each still its own claim and answer. The statement
 * decides no rule: it reads the terms the game type wrote beside each number, and is handed the
 * player's terms, the scheme versions, the reservation's and the spending claim statuses and the
 * charge note's format. A refusal comes back as the checks that failed and the facts they were judged
 * on; the domain names the refusal (lockedRefusal, lockedFreeRefusal).
 */
export class PostgresSpinDesk implements SpinDesk {
  private readonly paidSpins: GroupCommit<number, PaidSpinRequest, PaidRow>;
  private readonly freeSpins: GroupCommit<number, FreeSpinRequest, FreeRow>;

  constructor(private readonly sql: Queryable) {
    this.paidSpins = new GroupCommit({
      one: (r) => this.paidAlone(r),
      many: (gameId, spins) => paidSpinGroup(sql, gameId, spins),
    });
    this.freeSpins = new GroupCommit({
      one: (r) => this.freeAlone(r),
      many: (gameId, spins) => freeSpinGroup(sql, gameId, spins),
    });
  }

  preflight(r: PaidSpinPreflightRequest): Promise<PaidSpinPreflight> {
    return paidSpinPreflight(this.sql, r);
  }

  /** One spin alone (spin_paid): the first of a quiet game, sent at once. */
  private async paidAlone(r: PaidSpinRequest): Promise<PaidRow> {
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
    return row;
  }

  /**
   * The paid spins of a game are sent by group commit: alone when the game is quiet, else together with
   * those that arrived while its statement was in flight (spin_paid_batch), each with its own answer.
   */
  async paid(r: PaidSpinRequest): Promise<PaidSpinOutcome> {
    const row = await this.paidSpins.send(r.gameId, r);
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

  /** One free entry alone (spin_free). */
  private async freeAlone(r: FreeSpinRequest): Promise<FreeRow> {
    const [row] = await this.sql<FreeRow[]>`
      SELECT * FROM spin_free(${r.claimId}, ${r.gameId}, ${r.userId}, ${r.now},
        ${noticeOf(r).deadline}, ${instantNoticeParameter(this.sql, noticeOf(r))}, ${UNSETTLED}::text[])`;
    if (!row) throw new Error(`spin_free answered nothing for game ${r.gameId}`);
    return row;
  }

  /** The free entries of a game, by group commit like the paid spins (spin_free_batch). */
  async free(r: FreeSpinRequest): Promise<FreeSpinOutcome> {
    const row = await this.freeSpins.send(r.gameId, r);
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
  const numbersLeft = row.numbers_left;
  if (free) return { kind: 'claimed', claim, attempt: null, numbersLeft };
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
  return { kind: 'claimed', claim, attempt, numbersLeft };
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
