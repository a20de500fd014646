import type { NumberClaim } from '../play/number-claim';
import { isSettled } from '../play/player-stats';

const DAY_MS = 86_400_000;
/** Seen within the presence window: online; within 15 minutes: away; else offline. */
const AWAY_MS = 15 * 60_000;

export type PresenceStatus = 'online' | 'away' | 'offline';

export function presenceStatus(lastSeen: Date | null, now: Date, onlineWindowMs: number): PresenceStatus {
  if (!lastSeen) return 'offline';
  const ago = now.getTime() - lastSeen.getTime();
  return ago <= onlineWindowMs ? 'online' : ago <= AWAY_MS ? 'away' : 'offline';
}

/** Whole days since the account was created. */
export const accountAgeDays = (createdAt: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));

/** Wins per settled entry, in percent with one decimal; 0 without entries. */
export const winRatePercent = (wins: number, entries: number) =>
  entries === 0 ? 0 : Math.round((wins / entries) * 1000) / 10;

/** The game with the most settled entries (ties: the most recent entry's game), or null. */
export function favouriteGameId(
  claims: readonly Pick<NumberClaim, 'gameId' | 'status' | 'createdAt'>[],
): number | null {
  const counts = new Map<number, { n: number; last: number }>();
  for (const c of claims.filter(isSettled)) {
    const seen = counts.get(c.gameId) ?? { n: 0, last: 0 };
    counts.set(c.gameId, { n: seen.n + 1, last: Math.max(seen.last, c.createdAt.getTime()) });
  }
  let best: [number, { n: number; last: number }] | null = null;
  for (const entry of counts) {
    if (!best || entry[1].n > best[1].n || (entry[1].n === best[1].n && entry[1].last > best[1].last))
      best = entry;
  }
  return best ? best[0] : null;
}
