import type { Target } from './report';
/**
 * Every size and duration of `npm run bench`, in one place: the whole run must stay under 5 minutes
 * on a 2-core machine, so each case is short. Raise them for steadier figures on a quiet machine.
 */
export const CONNECTIONS = [1, 10, 50] as const;
/** Seconds per read case (GET /api/games, a game, its available numbers), product and ceiling alike. */
export const READ_SECONDS = 2;
/** Numbers of the game the reads ask about (its available-numbers answer lists them all). */
export const READ_GAME_NUMBERS = 500;
/**
 * Per connection count: numbers of the one hot game, sold out by paid spins. At 10 and 50 connections a
 * case lasts 2-5 s on two cores: at 200 and 500 numbers (about a second each) the figures moved by a
 * fifth from run to run.
 */
export const HOT_GAME_NUMBERS: Record<number, number> = { 1: 50, 10: 400, 50: 1_000 };
/** Per connection count: numbers of each of the 10 games sold out together. */
export const TEN_GAMES_NUMBERS: Record<number, number> = { 1: 5, 10: 40, 50: 100 };
export const TEN_GAMES = 10;
/** Spins (one game, 10 connections, not measured) that warm a fresh server process up first. */
export const WARM_UP_SPINS = 50;
/** Two server processes: connections (spread over both) and numbers of each of their 10 games. */
export const TWO_PROCESS_CONNECTIONS = 50;
export const TWO_PROCESS_GAME_NUMBERS = 50;
/** Claims timed from one process to a live subscriber of the other. */
export const LIVE_SAMPLES = 20;
export const LIVE_TIMEOUT_MS = 5_000;
/** The users list step (when tests/bench/users-list.ts exists): players seeded, seconds per case. */
export const USERS_LIST_PLAYERS = 100_000;
export const USERS_LIST_SECONDS = 2;
/** One operator, a team, and the read load of the other cases. */
export const USERS_LIST_CONNECTIONS = [1, 10, 50] as const;
export const USERS_LIST_P99_BUDGET_MS = 100;
/**
 * The budget is a target at this many connections (a team of operators); the other counts are
 * reported beside it, a miss there marked over budget but not a missed target.
 */
export const USERS_LIST_TARGET_CONNECTIONS = 10;
/** The server's postgres.js pool (its default, 10): the bare claim transaction gets the same. */
export const CEILING_POOL = 10;
/**
 * The speed targets (docs/rules/operations.md, Speed budgets): reads at least half the ceiling at 50
 * connections; paid spins at least half the ceiling on one hot game and on ten, at 10 and at 50
 * connections, with a p99 at most 2.5 times the ceiling's.
 */
export const READ_TARGET: Target = { ratio: 0.5, connections: [50] };
export const SPIN_TARGET: Target = { ratio: 0.5, connections: [10, 50], p99Ratio: 2.5 };
/**
 * The rush: players signed in at once on one new game, arriving evenly over the seconds, each
 * opening the game page's live stream and then making one paid spin; every tenth page's stream is
 * read for the delay of the updates (the others only count their messages).
 */
export const RUSH_PLAYERS = 2_000;
export const RUSH_NUMBERS = 10_000;
export const RUSH_ARRIVAL_SECONDS = 10;
export const RUSH_OBSERVER_EVERY = 10;
/** How long the streams stay open after the last spin answered, for the last updates to arrive. */
export const RUSH_SETTLE_MS = 3_000;
/** The audit pack: entries of the game it is made for (sold out by paid spins), downloads per file, budget. */
export const AUDIT_PACK_ENTRIES = 10_000;
export const AUDIT_PACK_RUNS = 5;
export const AUDIT_PACK_BUDGET_MS = 2_000;
/**
 * Reads with and without a standby (DATABASE_READ_URL): connections per case, and the game changes a
 * second another connection commits meanwhile, so the cached answers are dropped and read again.
 */
export const STANDBY_READ_CONNECTIONS = [10, 50] as const;
export const STANDBY_READ_WRITES_PER_SECOND = 100;
