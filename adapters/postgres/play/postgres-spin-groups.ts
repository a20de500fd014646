import type { FreeSpinRequest, PaidSpinRequest } from '../../../application/play/ports/spin-desk';
import { paidSpinSkipsFreeRange, SCHEME_VERSIONS } from '../../../domain/fairness/scheme';
import { chargeNoteFormat } from '../../../domain/payments/charge-note';
import {
  CLAIM_TRANSITIONS,
  SPENDING_CLAIM_STATUSES,
  UNSETTLED_CLAIM_STATUSES,
} from '../../../domain/play/number-claim';
import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../../domain/winners/claim-window';
import { instantNoticeTerms } from '../games/instant-notice';
import { answersByIndex } from '../group-commit';
import type { Queryable } from '../queryable';

/** The facts of the locked game row a refusal is judged on (the domain names the status). */
export interface Refused {
  outcome: string;
  cancelled_at: Date | null;
  closed_at: Date | null;
  end_time: Date;
  start_time: Date;
  is_scheduled: boolean;
  unsold: number;
}

/** One answer row of spin_paid (and of spin_paid_batch, beside its index). */
export interface PaidRow extends Refused {
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

/** One answer row of spin_free (and of spin_free_batch, beside its index). */
export interface FreeRow extends Refused {
  failed: string[] | null;
  number: number;
  spin: number;
  client_seed: string;
}

/** The fairness scheme versions whose paid draw leaves the free numbers out (domain/fairness/scheme.ts). */
export const SKIP_FREE_VERSIONS = SCHEME_VERSIONS.filter(paidSpinSkipsFreeRange);
export const NOTE_FORMAT = chargeNoteFormat();
export const SPENDING = [...SPENDING_CLAIM_STATUSES];
export const UNSETTLED = [...UNSETTLED_CLAIM_STATUSES];
export const { reserve, reserveFreeOfCharge } = CLAIM_TRANSITIONS;

/** The instant-win notice's claim window and deadline, as the domain gives them (instant_award). */
export function noticeOf(r: { now: Date; claimWindowHours?: number }) {
  const windowHours = r.claimWindowHours ?? DEFAULT_CLAIM_WINDOW_HOURS;
  return { windowHours, deadline: claimDeadline(r.now, windowHours) };
}

/** The paid spins of one game that arrived together, in one statement (spin_paid_batch), in their order. */
export async function paidSpinGroup(
  sql: Queryable,
  gameId: number,
  spins: PaidSpinRequest[],
): Promise<PaidRow[]> {
  const each = spins.map((r) => ({
    claim_id: r.claimId,
    player: r.userId,
    request_id: r.requestId,
    at: r.now,
    customer_id: r.card.gatewayCustomerId,
    card_id: r.card.gatewayCardId,
    next_try_at: r.nextTryAt,
    player_revision: r.player.revision,
    since_day: r.periodStarts.daily,
    since_week: r.periodStarts.weekly,
    since_month: r.periodStarts.monthly,
    daily_allowance: r.player.limits?.daily ?? null,
    weekly_allowance: r.player.limits?.weekly ?? null,
    monthly_allowance: r.player.limits?.monthly ?? null,
    claim_deadline: noticeOf(r).deadline,
    claim_notice: instantNoticeTerms(noticeOf(r)),
  }));
  const rows = await sql<(PaidRow & { k: number })[]>`
    SELECT * FROM spin_paid_batch(${gameId}, ${sql.json(each as never)}, ${SKIP_FREE_VERSIONS}::smallint[],
      ${reserve.to}, ${reserveFreeOfCharge.to}, ${NOTE_FORMAT}, ${SPENDING}::text[], ${UNSETTLED}::text[])`;
  return answersByIndex(rows, spins.length);
}

/** The free entries of one game that arrived together, in one statement (spin_free_batch), in their order. */
export async function freeSpinGroup(
  sql: Queryable,
  gameId: number,
  spins: FreeSpinRequest[],
): Promise<FreeRow[]> {
  const each = spins.map((r) => ({
    claim_id: r.claimId,
    player: r.userId,
    at: r.now,
    claim_deadline: noticeOf(r).deadline,
    claim_notice: instantNoticeTerms(noticeOf(r)),
  }));
  const rows = await sql<(FreeRow & { k: number })[]>`
    SELECT * FROM spin_free_batch(${gameId}, ${sql.json(each as never)}, ${UNSETTLED}::text[])`;
  return answersByIndex(rows, spins.length);
}
