import type { Cents } from './money';

/** Spec defaults (player.md section 9, admin.md section 5). */
export const GAME_DEFAULTS = {
  totalNumbers: 125,
  durationHours: 240,
  maxWinners: 1,
  emoji: '🎮',
  gameType: 'wheel_spin',
} as const;

/** Limits the server enforces on any game, whoever creates it. */
export const GAME_LIMITS = {
  minTotalNumbers: 1,
  maxTotalNumbers: 10_000,
  minDurationHours: 1,
  maxDurationHours: 730,
} as const;

export type GameStatus = 'scheduled' | 'live' | 'ended' | 'complete';

export interface Game {
  id: number;
  code: string;
  name: string;
  description: string;
  emoji: string;
  gameType: string;
  prize: string;
  prizeValueCents: Cents;
  prizeDescription: string;
  prizeImageUrl: string | null;
  totalNumbers: number;
  /** Inclusive; a game without free play stores totalNumbers + 1 (the spec's sentinel). */
  freePlayStart: number;
  freePlayEnd: number;
  maxWinners: number;
  isScheduled: boolean;
  startTime: Date;
  endTime: Date;
  durationHours: number;
  createdAt: Date;
}

/** What a repository needs to store a new game: everything but the generated id and timestamps. */
export type GameDraft = Omit<Game, 'id' | 'createdAt'>;
