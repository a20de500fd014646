/**
 * A declined paid spin keeps its number for the player for a while, so they can pay for it with
 * another card (process-payment) without anyone else taking it; then it goes back to the pool.
 */
export const HOLD_MINUTES = 10;
const MINUTE_MS = 60_000;

export function holdExpiry(declinedAt: Date): Date {
  return new Date(declinedAt.getTime() + HOLD_MINUTES * MINUTE_MS);
}

export function isHoldOpen(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() > now.getTime();
}

/** Whole minutes left, rounded up, so "1 minute" shows until the hold really ends. */
export function holdMinutesLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / MINUTE_MS));
}

/** Why a player with an open hold in a game may not spin there again yet. */
export function holdOpenMessage(number: number, expiresAt: Date, now: Date): string {
  const minutes = holdMinutesLeft(expiresAt, now);
  const left = `${minutes} more minute${minutes === 1 ? '' : 's'}`;
  return `Your payment for number ${number} was declined, so it is held for you for ${left}. Pay for it with another card, or wait until the hold ends to spin again.`;
}

/**
 * How many declined numbers a game may hold at once: a tenth of its numbers, at least one. A held
 * number is not sold, so however many players decline, most of the game stays open to paying ones.
 */
export function holdCap(totalNumbers: number): number {
  return Math.max(1, Math.floor(totalNumbers / 10));
}

/** May a declined claim keep its number? A hold it already had is kept; a new one only under the cap. */
export function mayHold(alreadyHeld: boolean, heldInGame: number, totalNumbers: number): boolean {
  return alreadyHeld || heldInGame < holdCap(totalNumbers);
}
