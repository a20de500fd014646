import { z } from 'zod';
import type { GameView } from '../../../../application/games/game-view';
import type { RecentNumber } from '../../../../application/games/ports/number-pool';
import { drawTimeOf } from '../../../../domain/games/draw-time';
import { gameActions } from '../../../../domain/games/game-actions';
import { GAME_TYPE_IDS } from '../../../../domain/games/game-type';
import { gameTypeOf } from '../../../../domain/games/game-types';
import { overpricedNumbers, paidPriceRange } from '../../../../domain/games/pricing-policy';
import { freeRangeOf } from '../../../../domain/games/wheel-spin';
import { freeRangeCoversAllNumbers } from '../../../../domain/play/free-play-policy';
import { centsToDollars } from '../../../../domain/shared/money';
import { unwrap } from '../../trpc-errors';
import { query } from '../endpoint';
import { gameIdInput, presentPriceRange, priceRangeOut } from '../shared';

/** A game as the player API names its fields; money in dollars, times in ISO 8601. */
export const gameOut = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  status: z.enum(['scheduled', 'live', 'ended', 'complete', 'cancelled']),
  gameType: z.enum(GAME_TYPE_IDS),
  prize: z.string(),
  prizeValue: z.number(),
  prizeDescription: z.string(),
  prizeImageUrl: z.string().nullable(),
  emoji: z.string(),
  totalNumbers: z.number(),
  numbersLeft: z.number(),
  /** Signed-in players who viewed the game in the last minute. */
  livePlayers: z.number(),
  freePlayStart: z.number(),
  freePlayEnd: z.number(),
  hasFreePlay: z.boolean(),
  freeRangeCoversAll: z.boolean(),
  /**
   * What a paid spin costs, in dollars: cheapest, dearest and average over the numbers it can land on
   * (outside the free range); null when every number is free.
   */
  priceRange: priceRangeOut.nullable(),
  /** The numbers priced above the prize's value (from lowest to highest, count of them); null: none. */
  pricedAbovePrize: z.object({ count: z.number(), lowest: z.number(), highest: z.number() }).nullable(),
  maxWinners: z.number(),
  isScheduled: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  /** When the game is drawn (domain/games/draw-time.ts): its end, or fixed when it sold out. */
  drawAt: z.string(),
  durationHours: z.number(),
  /** The drawn winner: first name, last initial and state, or only the state (never an e-mail). */
  winner: z.object({ name: z.string(), number: z.number() }).nullable(),
  /** Set once the game was cancelled: when, and the public reason. */
  cancellation: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** The paid numbers it must sell by its end, and what happens below (cancel, or extend once). */
  minimumToRun: z
    .object({
      paidNumbers: z.number(),
      belowMinimum: z.enum(['cancel', 'extend']),
      extendHours: z.number().nullable(),
    })
    .nullable(),
  /** The cap on a player's paid entries; null: none (the free entry is always on top). */
  maxEntriesPerPlayer: z.number().nullable(),
  /** The instant prizes in order, value in dollars; a number is shown once won or once the game closed. */
  instantPrizes: z.array(
    z.object({
      k: z.number(),
      name: z.string(),
      value: z.number(),
      won: z.boolean(),
      number: z.number().nullable(),
      winner: z.string().nullable(),
      wonAt: z.string().nullable(),
    }),
  ),
  /** What any player may do in it now (domain/games/game-actions.ts): the game page's buttons. */
  actions: z.object({ spin: z.boolean(), freeEntry: z.boolean() }),
});

export type GameOut = z.infer<typeof gameOut>;

export function presentGame(view: GameView): GameOut {
  const { game, numbersLeft, status, livePlayers, winner } = view;
  return {
    id: game.id,
    name: game.name,
    code: game.code,
    description: game.description,
    isActive: status === 'live',
    status,
    gameType: game.gameType,
    prize: game.prize,
    prizeValue: centsToDollars(game.prizeValueCents),
    prizeDescription: game.prizeDescription,
    prizeImageUrl: game.prizeImageUrl,
    emoji: game.emoji,
    totalNumbers: game.totalNumbers,
    numbersLeft,
    livePlayers,
    freePlayStart: game.freePlayStart,
    freePlayEnd: game.freePlayEnd,
    hasFreePlay: freeRangeOf(game) !== null,
    freeRangeCoversAll: freeRangeCoversAllNumbers(game),
    priceRange: presentPriceRange(paidPriceRange(game, gameTypeOf(game.gameType))),
    pricedAbovePrize: overpricedNumbers(game, game.prizeValueCents, gameTypeOf(game.gameType)),
    maxWinners: game.maxWinners,
    isScheduled: game.isScheduled,
    startTime: game.startTime.toISOString(),
    endTime: game.endTime.toISOString(),
    drawAt: drawTimeOf(game).toISOString(),
    durationHours: game.durationHours,
    winner: winner ?? null,
    cancellation:
      game.cancelledAt == null
        ? null
        : { at: game.cancelledAt.toISOString(), reason: game.cancelReason ?? '' },
    minimumToRun: game.minimumToRun ?? null,
    maxEntriesPerPlayer: game.maxEntriesPerPlayer ?? null,
    instantPrizes: (view.instantPrizes ?? []).map((p) => ({
      k: p.k,
      name: p.name,
      value: centsToDollars(p.valueCents),
      won: p.won,
      number: p.number,
      winner: p.winner,
      wonAt: p.wonAt?.toISOString() ?? null,
    })),
    actions: gameActions(game, status),
  };
}

export const availableNumbersOut = z.object({
  totalAvailable: z.number(),
  availableNumbers: z.array(z.number()),
});

export function presentAvailableNumbers(numbers: readonly number[]): z.infer<typeof availableNumbersOut> {
  return { totalAvailable: numbers.length, availableNumbers: [...numbers] };
}

export const recentNumbersOut = z.array(z.object({ number: z.number(), timestamp: z.string() }));

export function presentRecentNumbers(recent: readonly RecentNumber[]): z.infer<typeof recentNumbersOut> {
  return recent.map(({ number, timestamp }) => ({ number, timestamp: timestamp.toISOString() }));
}

const freePlayStatusOut = z.object({ hasUsedFreePlay: z.boolean() });

/**
 * `games.*`: the lobby and the game page. The lobby, a game and its numbers are also REST reads
 * shared by every client, with an ETag (hand-written in rest/game-routes.ts), so their declarations
 * here are tRPC only. The live streams are hand-written too (games/live.ts).
 */
export const games = {
  list: query({
    summary: 'The games of the lobby',
    access: 'public',
    output: z.array(gameOut),
    rest: false,
    run: async ({ useCases }) => (await useCases.listGames.execute()).map(presentGame),
  }),

  byId: query({
    summary: 'One game',
    access: 'public',
    input: gameIdInput,
    output: gameOut,
    rest: false,
    viewsGame: (input) => input.id,
    run: async ({ useCases }, input) => presentGame(unwrap(await useCases.getGame.execute(input.id))),
  }),

  availableNumbers: query({
    summary: "A game's unclaimed numbers",
    access: 'public',
    input: gameIdInput,
    output: availableNumbersOut,
    rest: false,
    viewsGame: (input) => input.id,
    run: async ({ useCases }, input) =>
      presentAvailableNumbers(unwrap(await useCases.getAvailableNumbers.execute(input.id))),
  }),

  recentNumbers: query({
    summary: "A game's latest claims",
    access: 'public',
    input: gameIdInput,
    output: recentNumbersOut,
    rest: false,
    viewsGame: (input) => input.id,
    run: async ({ useCases }, input) =>
      presentRecentNumbers(unwrap(await useCases.getRecentNumbers.execute(input.id))),
  }),

  /** The lobby banner: signed-in players seen in the last minute. */
  playersOnline: query({
    summary: 'Signed-in players seen in the last minute',
    access: 'player',
    output: z.object({ playersOnline: z.number() }),
    rest: { method: 'GET', path: '/api/players-online' },
    run: ({ useCases }) => useCases.countPlayersOnline.execute(),
  }),

  freePlayStatus: query({
    summary: "Whether the player used the game's free spin",
    access: 'player',
    input: gameIdInput,
    output: freePlayStatusOut,
    rest: { method: 'GET', path: '/api/games/{id}/free-play-status' },
    run: async ({ useCases, session }, input) =>
      unwrap(await useCases.getFreePlayStatus.execute({ userId: session.user.id, gameId: input.id })),
  }),
};
