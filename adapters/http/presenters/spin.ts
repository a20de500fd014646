import { z } from 'zod';
import type { NumberClaim } from '../../../domain/play/number-claim';

/** The free-spin answer the game page reads: the number and a message to show. */
export const freeSpinOut = z.object({
  number: z.number(),
  message: z.string(),
  gameId: z.number(),
  isFreePlay: z.literal(true),
  amount: z.literal(0),
  /** Provably fair: the claim's spin number in its game and the client seed it used. */
  spin: z.number().nullable(),
  clientSeed: z.string().nullable(),
});
export type FreeSpinOut = z.infer<typeof freeSpinOut>;

export function presentFreeSpin(claim: NumberClaim): FreeSpinOut {
  return {
    number: claim.number,
    message: `Free entry claimed! Your number is ${claim.number}.`,
    gameId: claim.gameId,
    isFreePlay: true,
    amount: 0,
    spin: claim.spin ?? null,
    clientSeed: claim.clientSeed ?? null,
  };
}
