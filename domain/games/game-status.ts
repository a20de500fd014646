/** Where a game is in its life (domain/games/game.ts computes it from its times and numbers left). */
export type GameStatus = 'scheduled' | 'live' | 'ended' | 'complete' | 'cancelled';
