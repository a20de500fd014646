import { z } from 'zod';
import type { InstantWinResult } from '../../../../application/games/instant-win-of';
import type { NumberClaim } from '../../../../domain/play/number-claim';
import { centsToDollars } from '../../../../domain/shared/money';
import { unwrap } from '../../trpc-errors';
import { mutation } from '../endpoint';
import { idFromTextSchema, idSchema } from '../shared';

const freeSpinInput = z.object({ gameId: idSchema });

export const freeSpinBody = z.object({ gameId: idFromTextSchema });

/** The instant prize a spin won (value in dollars) with its claim page's winner id, or null. */
export const instantWinOut = z
  .object({ k: z.number(), name: z.string(), value: z.number(), winnerId: z.number() })
  .nullable();

export const presentInstantWin = (win: InstantWinResult | null | undefined): z.infer<typeof instantWinOut> =>
  win ? { k: win.k, name: win.name, value: centsToDollars(win.valueCents), winnerId: win.winnerId } : null;

/** The free-spin answer the game page reads: the number and a message to show. */
const freeSpinOut = z.object({
  number: z.number(),
  message: z.string(),
  gameId: z.number(),
  isFreePlay: z.literal(true),
  amount: z.literal(0),
  /** Provably fair: the claim's spin number in its game and the client seed it used. */
  spin: z.number().nullable(),
  clientSeed: z.string().nullable(),
  /** The instant prize this entry won at once (docs/rules/games.md, Instant wins), or null. */
  instantWin: instantWinOut,
});

export type FreeSpinOut = z.infer<typeof freeSpinOut>;

function presentFreeSpin(claim: NumberClaim & { instantWin?: InstantWinResult | null }): FreeSpinOut {
  const instantWin = presentInstantWin(claim.instantWin);
  return {
    number: claim.number,
    message: instantWin
      ? `Instant win! Your free number ${claim.number} wins ${instantWin.name}.`
      : `Free entry claimed! Your number is ${claim.number}.`,
    instantWin,
    gameId: claim.gameId,
    isFreePlay: true,
    amount: 0,
    spin: claim.spin ?? null,
    clientSeed: claim.clientSeed ?? null,
  };
}

/** `spins.free`: the free spin, one per player per game. */
export const spins = {
  free: mutation({
    summary: "Take the game's free spin (one per player per game)",
    access: 'player',
    input: freeSpinInput,
    output: freeSpinOut,
    rest: { method: 'POST', path: '/api/free-spin', body: freeSpinBody },
    run: async ({ useCases, session }, input) =>
      presentFreeSpin(
        unwrap(await useCases.takeFreeSpin.execute({ userId: session.user.id, gameId: input.gameId })),
      ),
  }),
};
