/**
 * The public entry of application/games/: other features import only this module of it
 * (the dependency rule feature-through-its-entry), and only what it exports.
 */
export { AUTOMATIC_DRAW } from './close-games';
export { type InstantWinResult, instantWinOf } from './instant-win-of';
export type { GameEntries, GameEntry } from './ports/game-entries';
export type { GameLog } from './ports/game-log';
export type { GameRepository } from './ports/game-repository';
export type { InstantNotice, InstantPrizes } from './ports/instant-prizes';
export type { NumberPool } from './ports/number-pool';
export { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';
export type {
  DrawPick,
  WinnerListing,
  WinnerRecord,
  WinnerRepository,
} from './ports/winner-repository';
export { readGameLife } from './read-game-life';
