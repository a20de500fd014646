/**
 * An entry of a cancelled game that cost nothing (a free entry, or a $0 number) is void: it stays in
 * the player's history, marked so, and takes part in no draw (docs/rules/games.md, Cancelling a game).
 * A paid entry of a cancelled game is refunded instead, and says so by its refund.
 */
export const isVoidEntry = (
  entry: { kind: 'free' | 'paid'; priceCents: number },
  game: { cancelledAt?: Date | null } | null,
): boolean => Boolean(game?.cancelledAt) && (entry.kind === 'free' || entry.priceCents === 0);
