import type { InstantPrizeCheck } from '../../../../domain/fairness/verify-instant-wins';
import { formatAmount } from '../../../lib/format';

/** Each prize's check as a mark a glance can read: a tick for a re-derived number, a cross for a failure. */
export const INSTANT_STATUS_LABEL: Record<InstantPrizeCheck['status'], string> = {
  checked: '✓ Checked',
  failed: '✗ Failed',
  unverified: 'Awaiting seed',
};

/** 'Instant prize 2: Headphones ($79.99)'. */
export const instantPrizeTitle = (check: InstantPrizeCheck): string =>
  `Instant prize ${check.k}: ${check.name} (${formatAmount(check.value)})`;

/** Where the prize sits and who won it, as far as the answer shows and the seed re-derives. */
export function instantPrizeDetail(check: InstantPrizeCheck, revealed: boolean): string {
  if (check.number === null)
    return revealed
      ? 'Its number is not shown.'
      : 'Its number is revealed when it is won or when the game closes.';
  const derived = check.derivedNumber === check.number ? ', re-derived from the server seed' : '';
  const won = check.spin === null ? (revealed ? 'Not won.' : 'Not won yet.') : `Won by spin ${check.spin}.`;
  return `Number ${check.number}${derived}. ${won}`;
}

/**
 * A cancelled game's won instant prizes stand (docs/rules/fairness.md, Instant wins): the sentence its
 * fairness page says about them, empty when none was won. Each is listed below with its winning spin.
 */
export function instantPrizesStandText(prizes: readonly { won: boolean }[]): string {
  const won = prizes.filter((p) => p.won).length;
  if (won === 0) return '';
  return won === 1
    ? 'The instant prize already won stands (listed below). '
    : `The ${won} instant prizes already won stand (listed below). `;
}
