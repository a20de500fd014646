import type { LimitAmounts, Spending } from '../../domain/responsible-play/spending-limits';
import { NO_RECORD_TERMS, spinTerms } from '../../domain/responsible-play/spin-terms';
import type { Cents } from '../../domain/shared/money';
import type { ResponsiblePlayStore } from '../responsible-play';
import type { PaidSpinOutcome, PaidSpinRequest, SpinDesk } from './ports/spin-desk';

/** The desk's answer once the player's terms are settled: a break refuses, a limit names its amounts. */
export type TermedPaidOutcome =
  | Exclude<PaidSpinOutcome, { kind: 'stale' } | { kind: 'limit' }>
  | { kind: 'excluded'; until: Date }
  | { kind: 'limit'; amounts: LimitAmounts; spent: Spending; highest: Cents };

/** A record that changes this often under one spin is being written in a loop: stop, loudly. */
const MAX_TRIES = 5;

/**
 * A paid spin under the terms the domain gives the player (domain/responsible-play/spin-terms.ts).
 * It first assumes a player without a record, the common case, so their spin is one statement; a
 * player with one is answered 'stale' before anything is locked for long, and the spin goes again
 * with the terms read from their record (a break refuses here, before the desk is asked again).
 */
export async function paidSpinUnderTerms(
  desk: SpinDesk,
  records: Pick<ResponsiblePlayStore, 'findWithRevision'>,
  request: Omit<PaidSpinRequest, 'player'>,
): Promise<TermedPaidOutcome> {
  let player: PaidSpinRequest['player'] = NO_RECORD_TERMS;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const outcome = await desk.paid({ ...request, player });
    if (outcome.kind === 'limit') {
      if (!player.limits) throw new Error(`the spin desk answered a limit the terms did not set`);
      return { ...outcome, amounts: player.limits };
    }
    if (outcome.kind !== 'stale') return outcome;
    const terms = spinTerms(await records.findWithRevision(request.userId), request.now);
    if (terms.kind === 'excluded') return terms;
    player = { revision: terms.revision, limits: terms.limits };
  }
  throw new Error(`the responsible-play record of player ${request.userId} kept changing under a paid spin`);
}
