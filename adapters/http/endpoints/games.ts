import { z } from 'zod';
import { fairnessOut } from '../presenters/fairness';
import {
  availableNumbersOut,
  freePlayStatusOut,
  gameOut,
  presentAvailableNumbers,
  presentGame,
  presentRecentNumbers,
  recentNumbersOut,
} from '../presenters/game';
import { gameIdInput } from '../schemas';
import { unwrap } from '../trpc-errors';
import { query } from './endpoint';

/**
 * `games.*`: the lobby and the game page. The lobby, a game and its numbers are also REST reads
 * shared by every client, with an ETag (hand-written in rest/game-routes.ts), so their declarations
 * here are tRPC only. The live streams are hand-written too (live.ts).
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

/** `games.fairness`: a drawn game's provably fair record. */
export const gameFairness = {
  /** Provably fair: the commitment, the log, and the server seed once the game closed. */
  fairness: query({
    summary: "A game's fairness record",
    access: 'public',
    input: gameIdInput,
    output: fairnessOut,
    rest: { method: 'GET', path: '/api/games/{id}/fairness' },
    run: async ({ useCases }, input) => unwrap(await useCases.getFairness.execute(input.id)),
  }),
};
