import { z } from 'zod';

const entryOut = z.union([
  z.object({
    type: z.literal('claim'),
    spin: z.number(),
    kind: z.enum(['paid', 'free']),
    number: z.number(),
    clientSeed: z.string(),
    at: z.string(),
    /** Schemes 1 and 2: k when the number is the game's instant-win number k; absent on every other claim. */
    instant: z.number().optional(),
    hash: z.string(),
  }),
  /** Scheme 3: instant prize k won by the claim of spin `spin`, written when that claim was won. */
  z.object({
    type: z.literal('instant'),
    spin: z.number(),
    number: z.number(),
    k: z.number(),
    at: z.string(),
    hash: z.string(),
  }),
  z.object({ type: z.enum(['release', 'draw']), number: z.number(), at: z.string(), hash: z.string() }),
  z.object({
    type: z.enum(['setaside', 'pick']),
    number: z.number(),
    at: z.string(),
    detail: z.string(),
    hash: z.string(),
  }),
  z.object({ type: z.enum(['edit', 'cancel']), at: z.string(), detail: z.string(), hash: z.string() }),
]);

/** GET /api/games/{id}/fairness and games.fairness: domain/fairness/fairness-answer.ts's answer. */
export const fairnessOut = z.object({
  gameId: z.number(),
  totalNumbers: z.number(),
  freePlayStart: z.number().nullable(),
  freePlayEnd: z.number().nullable(),
  schemeVersion: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  log: z.array(entryOut),
  logHead: z.string(),
  /** The instant prizes in order (value in dollars): number and spin null while unwon and open. */
  instantPrizes: z.array(
    z.object({
      k: z.number(),
      name: z.string(),
      value: z.number(),
      number: z.number().nullable(),
      spin: z.number().nullable(),
    }),
  ),
});
