import type { ErrorCode } from '../../../../../domain/shared/errors';
import {
  appCodeOf,
  isTransportFailure,
  isUnauthenticated,
  messageOf,
  paymentFailureOf,
} from '../../../../lib/errors';

/** Why a paid spin did not go through, sorted by what the page does about it. */
export type PaidSpinRefusal =
  /** The card was declined: the number held for the player, or null when nothing is held. */
  | { kind: 'declined'; number: number | null; paymentMessage: string; declineCode: string | null }
  | { kind: 'auth'; message: string }
  /** No usable card: the message asks the player to update their payment method. */
  | { kind: 'no-card'; message: string }
  | { kind: 'hold'; message: string }
  /**
   * The game or the site refuses spins now (ended, complete, not started, nothing for sale,
   * maintenance, eligibility).
   */
  | { kind: 'game'; message: string }
  /** No answer came back: pressing SPIN again resends the same request, never a second charge. */
  | { kind: 'no-answer'; message: string }
  | { kind: 'other'; message: string };

const GAME_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'GAME_ENDED',
  'GAME_COMPLETE',
  'GAME_NOT_STARTED',
  'NO_NUMBER_FOR_SALE',
  'MAINTENANCE',
  'NOT_ELIGIBLE',
]);

/**
 * A paid spin past the game's cap of paid entries per player (409). Compared as a string, so this copy
 * holds whether or not the code is yet in the domain's union.
 */
const ENTRY_LIMIT_REACHED = 'ENTRY_LIMIT_REACHED';
export const ENTRY_LIMIT_MESSAGE =
  'You have bought the most paid entries this game allows one player. The free entry is never counted: if you have not used it yet, it is still yours.';

export function paidSpinRefusal(error: unknown): PaidSpinRefusal {
  const declined = paymentFailureOf(error);
  if (declined) return { kind: 'declined', ...declined };
  if (isUnauthenticated(error)) return { kind: 'auth', message: 'Authentication required' };
  const code = appCodeOf(error);
  const message = messageOf(error, 'Spin request failed');
  if (code === 'NO_PAYMENT_METHOD') return { kind: 'no-card', message };
  if (code === 'HOLD_OPEN') return { kind: 'hold', message };
  if ((code as string | undefined) === ENTRY_LIMIT_REACHED)
    return { kind: 'game', message: ENTRY_LIMIT_MESSAGE };
  if (code && GAME_CODES.has(code)) return { kind: 'game', message };
  if (isTransportFailure(error)) {
    return {
      kind: 'no-answer',
      message: 'Spin request failed: no answer from the server. Press SPIN to try again.',
    };
  }
  // A refusal that is about the card reads 'Payment method error: ...'.
  if (/\bcard\b/i.test(message)) return { kind: 'other', message: `Payment method error: ${message}` };
  return { kind: 'other', message };
}
