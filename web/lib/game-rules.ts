import { standingInstantPrizes } from '../../domain/games/instant-prizes';
import { freeRangeOf } from '../../domain/games/wheel-spin';
import { formatAmount, formatPrizeValue } from './format';
import type { GameOut } from './trpc';

/** The game has a free range, by the domain's rule (start = total + 1 means "no free play"). */
export function hasFreeRange(game: GameOut): boolean {
  const { freePlayStart, freePlayEnd, totalNumbers } = game;
  if (!game.hasFreePlay || freePlayStart == null || freePlayEnd == null) return false;
  return freeRangeOf({ freePlayStart, freePlayEnd, totalNumbers }) !== null;
}

/**
 * Whether a paid spin has anything to draw in this game: paid spins draw only numbers with a price,
 * and a game whose every number is free is played with the free entry alone (docs/rules/play.md,
 * Paid spins; the server's priceRange is null exactly then).
 */
export function sellsNumbers(game: Pick<GameOut, 'priceRange'>): boolean {
  return game.priceRange !== null;
}

export function notStartedYet(game: GameOut, now: number): boolean {
  return Boolean(game.isScheduled && game.startTime && new Date(game.startTime).getTime() > now);
}

/** Signed-in players who viewed the game in the last minute, as the server counts them (never invented). */
export function livePlayersOf(game: GameOut): number | null {
  return Number.isFinite(game.livePlayers) ? game.livePlayers : null;
}

/** Why a game takes no spin now, by its status as the server gave it; null while it is live. */
export function whyNoSpins(game: GameOut): string | null {
  switch (game.status) {
    case 'live':
      return null;
    case 'scheduled':
      return 'Spins open when the game starts.';
    case 'complete':
      return 'Every number is taken: no more spins.';
    case 'ended':
      return 'The game has ended: no more spins.';
    case 'cancelled':
      return 'The game was cancelled: no more spins, and every paid number is refunded.';
  }
}

/**
 * What a paid spin costs as one phrase, from the server's range over the numbers it can land on, e.g.
 * 'Numbers cost $1-$150, $75.50 on average'.
 */
export function priceRangeText(game: Pick<GameOut, 'priceRange'>): string {
  const range = game.priceRange;
  if (range === null) return 'Every number is free';
  if (range.lowest === range.highest) return `Numbers cost $${range.lowest}`;
  return `Numbers cost $${range.lowest}-$${range.highest}, ${formatAmount(range.average)} on average`;
}

/**
 * What the game's card, its page and the confirmation before a paid spin say when some number costs
 * more than the prize is worth (the server's pricedAbovePrize); null when none does.
 */
export function pricedAbovePrizeText(game: Pick<GameOut, 'pricedAbovePrize' | 'prizeValue'>): string | null {
  const over = game.pricedAbovePrize;
  if (over === null) return null;
  const which =
    over.count === 1
      ? `Number ${over.lowest} costs`
      : `${over.count} numbers (${over.lowest} to ${over.highest}) cost`;
  return `${which} more than the prize is worth (${formatPrizeValue(game.prizeValue)}): landing on ${over.count === 1 ? 'it' : 'one'}, you pay more than you could win.`;
}

/** The game's minimum to run in one phrase, or null when it has none. */
export function minimumToRunText(game: Pick<GameOut, 'minimumToRun'>): string | null {
  const minimum = game.minimumToRun;
  if (!minimum) return null;
  const sold = `${minimum.paidNumbers} paid ${minimum.paidNumbers === 1 ? 'number' : 'numbers'}`;
  if (minimum.belowMinimum === 'cancel') {
    return `${sold} by the end, or the game is cancelled and every paid number refunded`;
  }
  const hours = minimum.extendHours ?? 0;
  return `${sold} by the end, or the end moves once by ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * What a cancelled game says of its instant prizes already won (docs/rules/games.md, Cancelling a
 * game): they stand. Null when none was won.
 */
export function standingPrizesNotice(game: Pick<GameOut, 'instantPrizes'>): string | null {
  const standing = standingInstantPrizes(game.instantPrizes).length;
  if (standing === 0) return null;
  return standing === 1
    ? 'The instant prize already won stands: its winner keeps it and claims it as usual.'
    : `The ${standing} instant prizes already won stand: their winners keep them and claim them as usual.`;
}
