import type { DomainError } from '../shared/errors';
import type { Cents } from '../shared/money';
import type { Result } from '../shared/result';
import type { NumberRange } from './number-range';

/** The kinds of game the site runs. A game keeps its type for life (the games.game_type column). */
export const GAME_TYPE_IDS = ['wheel_spin', 'instant_win'] as const;
export type GameTypeId = (typeof GAME_TYPE_IDS)[number];

export const isGameTypeId = (value: unknown): value is GameTypeId =>
  typeof value === 'string' && (GAME_TYPE_IDS as readonly string[]).includes(value);

/** What a game type reads of a game: its numbers and its free range as stored. */
export interface NumberedGame {
  totalNumbers: number;
  /** Inclusive; a game without free play stores totalNumbers + 1 (see noFreeRange). */
  freePlayStart: number;
  freePlayEnd: number;
}

/** The free play an administrator asks for: true for the default range, false for none, or a range. */
export type FreePlayInput = boolean | { start: number; end: number } | undefined;

/** A type's own settings of a game, checked: what the games table stores for it. */
export interface GameTypeSettings {
  freePlayStart: number;
  freePlayEnd: number;
}

/**
 * One number's terms, decided by the game's type when the game is created or its numbers edited
 * (never after a claim) and stored beside the number: every spin reads them, none recomputes them.
 */
export interface NumberTerms {
  /** What a paid spin landing on the number charges (0: nothing, the claim is settled at once). */
  priceCents: Cents;
  /** Whether free (no-purchase) entries draw the number. */
  free: boolean;
}

/** What a claim of a number wins: an entry into the game's draw for its prize. */
type ClaimWinnings = { kind: 'draw-entry' };

/**
 * A kind of game, the one place its rules live: how its settings are checked, which numbers are
 * free, what each number costs and what a claim wins. The stores keep what it decides (each
 * number's terms, domain/games/game-types.ts numberTermsOf) and the spins only read that, so a new
 * type plugs in here and in the registry, without touching SQL.
 */
export interface GameType {
  readonly id: GameTypeId;
  /** The type's settings asked for by an administrator, checked against the game's total. */
  checkSettings(freePlay: FreePlayInput, totalNumbers: number): Result<GameTypeSettings, DomainError>;
  /** The numbers free entries draw from, or null when the game has none. */
  freeRange(game: NumberedGame): NumberRange | null;
  /** Whether free entries draw number n. */
  isFree(game: NumberedGame, n: number): boolean;
  /** What a paid spin landing on number n costs. */
  priceOf(game: NumberedGame, n: number): Cents;
  /**
   * Its price rule in the words the pages show, without an example ('A number costs its face value in
   * dollars'): domain/games/price-wording.ts adds the example from priceOf.
   */
  readonly priceRule: string;
  /** What a claim of number n wins. */
  winnings(game: NumberedGame, n: number): ClaimWinnings;
}
