import { z } from 'zod';
import type { DrawResult } from '../../../../application/play/ports/draw-notices';
import { mutation, query } from '../endpoint';
import { gameIdInput, successOut } from '../shared';

export const drawNoticesOut = z.array(
  z.object({
    gameId: z.number(),
    gameName: z.string(),
    winningNumber: z.number(),
    won: z.boolean(),
    /** The player's win's id when they won: 'Claim your prize' opens /claim/{winnerId}. */
    winnerId: z.number().nullable(),
    drawnAt: z.string(),
  }),
);

const presentDrawNotices = (results: DrawResult[]): z.infer<typeof drawNoticesOut> =>
  results.map((r) => ({ ...r, drawnAt: r.drawnAt.toISOString() }));

/** `drawNotices.*`: drawn games the player entered (none with 'Win Notifications' off), and 'seen'. */
export const drawNotices = {
  list: query({
    summary: 'Notices of drawn games the player entered',
    access: 'player',
    output: drawNoticesOut,
    rest: { method: 'GET', path: '/api/user/draw-notices' },
    run: async ({ useCases, session }) =>
      presentDrawNotices(await useCases.listDrawNotices.execute(session.user.id)),
  }),

  markSeen: mutation({
    summary: "Mark a game's draw notice seen",
    access: 'player',
    input: gameIdInput,
    output: successOut,
    rest: { method: 'POST', path: '/api/user/draw-notices/{id}/seen' },
    run: async ({ useCases, session }, input) => {
      await useCases.markDrawNoticeSeen.execute({ userId: session.user.id, gameId: input.id });
      return { success: true as const };
    },
  }),
};
