/** Where a game is in its life (domain/games/game.ts computes it from its times and numbers left). */
export type GameStatus = 'scheduled' | 'live' | 'ended' | 'complete' | 'cancelled';

/** How the back office names each status (a game past its end 'Ended', one with no number left 'Sold Out'). */
export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  ended: 'Ended',
  complete: 'Sold Out',
  cancelled: 'Cancelled',
};
