import { type DomainError, invalidInput } from '../shared/errors';
import { isWholeNumberIn } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** What the closer does with a game below its minimum at its end. */
type BelowMinimum = 'cancel' | 'extend';
const BELOW_MINIMUM_CHOICES: readonly BelowMinimum[] = ['cancel', 'extend'];

/** Longest extension, in hours (a month). */
export const MAX_EXTEND_HOURS = 730;

/**
 * A game's minimum to run: the paid numbers it must have sold by its end. Below it, the game is
 * cancelled with every paid number refunded, or its end moves once by `extendHours` (after which the
 * game closes on whatever it sold).
 */
export interface MinimumToRun {
  paidNumbers: number;
  belowMinimum: BelowMinimum;
  /** Set when belowMinimum is 'extend'. */
  extendHours: number | null;
}

/** The fields of a new game, as an administrator sends them. */
export interface MinimumToRunInput {
  minimumToRun?: number | null;
  belowMinimum?: string | null;
  extendHours?: number | null;
}

/** Reads the minimum of a new game of `totalNumbers`: null when none is set. */
export function readMinimumToRun(
  input: MinimumToRunInput,
  totalNumbers: number,
): Result<MinimumToRun | null, DomainError> {
  const paidNumbers = input.minimumToRun ?? null;
  if (paidNumbers === null) return ok(null);
  if (!isWholeNumberIn(paidNumbers, 1, totalNumbers)) {
    return err(
      invalidInput('minimumToRun', `Minimum to run must be a whole number from 1 to ${totalNumbers}`),
    );
  }
  const belowMinimum = input.belowMinimum ?? 'cancel';
  if (!(BELOW_MINIMUM_CHOICES as readonly string[]).includes(belowMinimum)) {
    return err(invalidInput('belowMinimum', 'Below the minimum must be cancel or extend'));
  }
  if (belowMinimum === 'cancel') return ok({ paidNumbers, belowMinimum: 'cancel', extendHours: null });
  const extendHours = input.extendHours ?? null;
  if (extendHours === null || !isWholeNumberIn(extendHours, 1, MAX_EXTEND_HOURS)) {
    return err(
      invalidInput('extendHours', `Extend by must be a whole number of hours from 1 to ${MAX_EXTEND_HOURS}`),
    );
  }
  return ok({ paidNumbers, belowMinimum: 'extend', extendHours });
}

/** What the closer does at a game's end: close it, cancel it, or move its end once. */
export type MinimumDecision =
  | { kind: 'run' }
  | { kind: 'cancel'; reason: string }
  | { kind: 'extend'; endTime: Date };

/**
 * The decision taken once, at the end time, before the game counts as closed. `extended`: the end
 * already moved once (the game then closes on whatever it sold). A game that sold out runs.
 */
export function decideMinimum(
  game: { endTime: Date; minimumToRun?: MinimumToRun | null },
  facts: { paidSold: number; soldOut: boolean; extended: boolean },
): MinimumDecision {
  const minimum = game.minimumToRun ?? null;
  if (!minimum || facts.soldOut || facts.extended || facts.paidSold >= minimum.paidNumbers)
    return { kind: 'run' };
  if (minimum.belowMinimum === 'extend' && minimum.extendHours !== null) {
    return { kind: 'extend', endTime: new Date(game.endTime.getTime() + minimum.extendHours * 3_600_000) };
  }
  return { kind: 'cancel', reason: belowMinimumReason(facts.paidSold, minimum.paidNumbers) };
}

/** The public reason of a game cancelled by its minimum. */
export const belowMinimumReason = (sold: number, minimum: number): string =>
  `The game sold ${sold} paid ${sold === 1 ? 'number' : 'numbers'} by its end, below its minimum of ${minimum} to run.`;

/** The `edit` entry of the fairness log for an extension: `endTime=<new end>`. */
export const extensionDetail = (endTime: Date): string => `endTime=${endTime.toISOString()}`;
