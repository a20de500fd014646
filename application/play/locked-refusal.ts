import { type GameTimes, gameStatus } from '../../domain/games/game';
import { firstFailedCheck } from '../../domain/payments/charge-gate';
import { firstFailedFreeEntryCheck } from '../../domain/play/free-entry';
import type { Spending } from '../../domain/responsible-play/spending-limits';
import type { Cents } from '../../domain/shared/money';
import type { FreeSpinOutcome, PaidSpinOutcome, SpinRefusal } from './ports/spin-desk';

/** What a spin desk found under its locks when it refused a paid spin: every check that failed, and the facts. */
export interface LockedFacts {
  failed: readonly string[];
  game: GameTimes;
  /** The game's numbers not sold: available, or reserved for a payment or held. */
  unsold: number;
  numbersLeft: number;
  entryLimit: number | null;
  spent: Spending | null;
  highest: Cents | null;
  now: Date;
}

/**
 * The refusal the domain names for a paid spin refused under the locks: the first failed check in
 * the order of domain/payments/charge-gate.ts LOCKED_CHARGE_CHECKS, described by the domain's rules.
 * Both spin desks answer with it, so neither states an order of its own.
 */
export function lockedRefusal(f: LockedFacts): PaidSpinOutcome {
  const check = firstFailedCheck(f.failed);
  switch (check) {
    case 'game-live':
      return notLive(f.game, f.unsold, f.now);
    case 'number-for-sale':
      return { kind: 'nothing-for-sale', why: f.numbersLeft <= 0 ? 'reserved' : 'free-only' };
    case 'entry-cap':
      return { kind: 'entry-limit', limit: f.entryLimit ?? 0 };
    case 'spending-limit':
      if (!f.spent || f.highest === null) throw new Error('a spin desk refused a limit without its figures');
      return { kind: 'limit', spent: f.spent, highest: f.highest };
    default:
      throw new Error(`a spin desk refused a spin on no check the domain knows: ${f.failed.join(', ')}`);
  }
}

/** What a spin desk found under its lock when it refused a free entry: every check that failed, and the game. */
export type LockedFreeFacts = Pick<LockedFacts, 'failed' | 'game' | 'unsold' | 'now'>;

/**
 * The refusal the domain names for a free entry refused under the lock: the first failed check in the
 * order of domain/play/free-entry.ts LOCKED_FREE_ENTRY_CHECKS. Both spin desks answer with it.
 */
export function lockedFreeRefusal(f: LockedFreeFacts): FreeSpinOutcome {
  const check = firstFailedFreeEntryCheck(f.failed);
  if (check === null)
    throw new Error(`a spin desk refused a free entry on no check the domain knows: ${f.failed.join(', ')}`);
  return check === 'game-live' ? notLive(f.game, f.unsold, f.now) : { kind: 'exhausted', why: check };
}

/** A game a spin desk found stopped under its lock: its status, as domain/games/game.ts names it. */
function notLive(game: GameTimes, unsold: number, now: Date): SpinRefusal {
  const status = gameStatus(game, unsold, now);
  if (status === 'live') throw new Error('a spin desk stopped a game the domain says is live');
  return { kind: 'not-live', status, startTime: game.startTime };
}
