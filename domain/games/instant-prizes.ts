import { maxInstantPrizes } from '../fairness/instant-wins';
import { type DomainError, invalidInput } from '../shared/errors';
import { isWholeNumberIn } from '../shared/input';
import type { Cents } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { GameTypeId } from './game-type';

/**
 * A game's instant prizes as the administrator sets them (docs/rules/games.md, Instant wins): an
 * ordered list, prize k sitting on instant-win number k (domain/fairness/instant-wins.ts).
 */
export interface InstantPrizeSetting {
  name: string;
  valueCents: Cents;
}

/** The longest name of an instant prize. */
const INSTANT_PRIZE_NAME_MAX = 100;

/**
 * The list asked for, checked against the game's numbers: 1 to min(50, floor(total / 2)) prizes (an
 * empty list is none), each with a name and a value from $0 to the operator's largest prize value.
 */
export function checkInstantPrizes(
  input: unknown,
  totalNumbers: number,
  maxValueCents: number,
): Result<InstantPrizeSetting[], DomainError> {
  if (input === undefined || input === null) return ok([]);
  if (!Array.isArray(input)) return err(invalidInput('instantPrizes', 'Instant prizes must be a list'));
  const max = maxInstantPrizes(totalNumbers);
  if (input.length > max) {
    const why =
      max === 0
        ? `A game of ${totalNumbers} number${totalNumbers === 1 ? '' : 's'} cannot carry instant prizes`
        : `A game of ${totalNumbers} numbers may carry at most ${max} instant prizes`;
    return err(invalidInput('instantPrizes', why));
  }
  const prizes: InstantPrizeSetting[] = [];
  for (const [index, item] of input.entries()) {
    const at = `instantPrizes[${index}]`;
    const { name, valueCents } = (item ?? {}) as { name?: unknown; valueCents?: unknown };
    if (typeof name !== 'string' || name.trim() === '')
      return err(invalidInput(`${at}.name`, `Instant prize ${index + 1} needs a name`));
    if (name.trim().length > INSTANT_PRIZE_NAME_MAX)
      return err(
        invalidInput(
          `${at}.name`,
          `Instant prize ${index + 1}'s name is over ${INSTANT_PRIZE_NAME_MAX} characters`,
        ),
      );
    if (!isWholeNumberIn(valueCents, 0, maxValueCents)) {
      const most = (maxValueCents / 100).toLocaleString('en-US');
      return err(
        invalidInput(
          `${at}.value`,
          `Instant prize ${index + 1}'s value must be from $0 to $${most} in whole cents`,
        ),
      );
    }
    prizes.push({ name: name.trim(), valueCents });
  }
  return ok(prizes);
}

/** A game with instant prizes is an instant-win game; without, the plain wheel. */
export const gameTypeForPrizes = (prizes: readonly InstantPrizeSetting[]): GameTypeId =>
  prizes.length > 0 ? 'instant_win' : 'wheel_spin';

/** Whether two lists are the same prizes in the same order. */
export const sameInstantPrizes = (a: readonly InstantPrizeSetting[], b: readonly InstantPrizeSetting[]) =>
  a.length === b.length && a.every((p, i) => p.name === b[i]?.name && p.valueCents === b[i]?.valueCents);

/** The largest cap on a player's paid entries (a game's numbers never exceed it). */
const MAX_ENTRIES_LIMIT = 10_000;

/** The cap on paid entries per player asked for: a whole number from 1, or none (null or missing). */
export function checkMaxEntries(value: unknown): Result<number | null, DomainError> {
  if (value === undefined || value === null) return ok(null);
  if (!isWholeNumberIn(value, 1, MAX_ENTRIES_LIMIT))
    return err(
      invalidInput(
        'maxEntriesPerPlayer',
        `Max entries per player must be a whole number from 1 to ${MAX_ENTRIES_LIMIT}, or none`,
      ),
    );
  return ok(value);
}

/**
 * The instant prizes that stand when their game is cancelled (docs/rules/games.md, Cancelling a game):
 * every prize already won. Its win, its prize claim and its claim page stay; only its entry is refunded,
 * like every other paid entry.
 */
export const standingInstantPrizes = <P extends { won: unknown }>(prizes: readonly P[]): P[] =>
  prizes.filter((p) => p.won !== null && p.won !== false);
